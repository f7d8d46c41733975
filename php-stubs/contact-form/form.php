<?php
/**
 * The contact form for visitors: rendering (the form around its field blocks, each field's labelled
 * control) and handling a submission.
 *
 * A form is known by a key "{post id}-{n}": the n-th contact form in that post's content, counted
 * in document order, as the blocks are rendered. The server never trusts the visitor for which
 * fields exist or which are required: on a submission it reads the form's field blocks from the
 * stored post content.
 *
 * A submission is a plain POST to the post's address (it works without JavaScript):
 * - accepted: stored as a feedback post (feedback.php), then a redirect (303) back to the post
 *   showing the form's success message;
 * - refused (a field's value, a signed-in user's missing or stale nonce, too many submissions, a
 *   filled honeypot): the page is rendered again with the message and every value the visitor typed.
 *
 * A signed-out visitor's form carries no nonce, so a page cache may serve it for as long as it likes
 * (public-form.php says why that is safe); a signed-in user's carries one and needs it.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/rate-limit.php';
require_once __DIR__ . '/public-form.php';

const FORM_BLOCK   = 'jetpack/contact-form';
const KEY_FIELD    = 'jetpack_contact_form';
const NONCE_FIELD  = 'jetpack_contact_form_nonce';
const VALUES_FIELD = 'jetpack_field';
const SENT_ARG     = 'contact-form-sent';
const CHECK_ARG    = 'contact-form-check';

/**
 * Forms being rendered (a stack: the form opened by render_block_data, closed by its render.php)
 * and how many forms each post's content has rendered so far.
 *
 * @return array{stack: array<int, array{key: string, fields: int, has_button: bool}>, counts: array<int, int>}
 */
function &render_state(): array {
	static $state = array(
		'stack'  => array(),
		'counts' => array(),
	);
	return $state;
}

/**
 * The outcome of this request's submission, when one was refused: its form key, the typed values
 * by field index, the errors by field index, and a message for the whole form.
 *
 * @param array|null $set A new outcome to keep.
 * @return array{key: string, values: array<int, string>, errors: array<int, string>, message: string}|null
 */
function submission( ?array $set = null ): ?array {
	static $outcome = null;
	if ( null !== $set ) {
		$outcome = $set;
	}
	return $outcome;
}

/**
 * A post's content starts counting its forms from 0 each time it is rendered, so the keys match
 * the order of the blocks in the stored content even when a theme renders the content twice.
 *
 * @param string $content Post content.
 */
function reset_form_count( $content ) {
	$state = &render_state();
	unset( $state['counts'][ (int) get_the_ID() ] );
	return $content;
}
add_filter( 'the_content', __NAMESPACE__ . '\reset_form_count', 8 );

/**
 * Opens a form when a contact-form block starts rendering (before its field blocks are rendered).
 *
 * @param array $parsed_block The block about to be rendered.
 */
function open_form( $parsed_block ) {
	if ( is_array( $parsed_block ) && isset( $parsed_block['blockName'] ) && FORM_BLOCK === $parsed_block['blockName'] ) {
		$state   = &render_state();
		$post_id = (int) get_the_ID();
		$index   = $state['counts'][ $post_id ] ?? 0;

		$state['counts'][ $post_id ] = $index + 1;
		$state['stack'][]            = array(
			'key'        => $post_id . '-' . $index,
			'fields'     => 0,
			'has_button' => has_submit_button( $parsed_block ),
		);
	}
	return $parsed_block;
}
add_filter( 'render_block_data', __NAMESPACE__ . '\open_form' );

/**
 * Whether a parsed form stores its own submit button (the reference's format: a `jetpack/button`
 * child, or a core button); the server's default button is rendered only when it does not.
 *
 * @param array $form_block Parsed block.
 */
function has_submit_button( array $form_block ): bool {
	foreach ( $form_block['innerBlocks'] ?? array() as $inner ) {
		if ( in_array( $inner['blockName'] ?? null, array( 'jetpack/button', 'core/button', 'core/buttons' ), true ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The options of a choice field: its option child blocks' labels (the reference's single and
 * multiple choice fields), or else its `options` attribute (dropdowns, and older content).
 *
 * @param array $attributes   Field attributes.
 * @param array $inner_blocks The field's parsed child blocks.
 * @return string[]
 */
function field_options( array $attributes, array $inner_blocks ): array {
	$labels = array();
	foreach ( $inner_blocks as $inner ) {
		if ( is_string( $inner['blockName'] ?? null ) && str_starts_with( $inner['blockName'], 'jetpack/field-option-' ) ) {
			$labels[] = $inner['attrs']['label'] ?? '';
		}
	}
	return clean_options( array() !== $labels ? $labels : ( $attributes['options'] ?? array() ) );
}

/**
 * The field blocks of a parsed contact-form block, in order: [type, attributes] pairs.
 *
 * @param array $form_block Parsed block.
 * @return array<int, array{0: string, 1: array}>
 */
function form_fields( array $form_block ): array {
	$fields = array();
	foreach ( $form_block['innerBlocks'] ?? array() as $inner ) {
		$type = is_string( $inner['blockName'] ?? null ) && preg_match( '#^jetpack/field-([a-z-]+)$#D', $inner['blockName'], $m ) ? $m[1] : '';
		if ( in_array( $type, FIELD_TYPES, true ) ) {
			$attributes            = field_attributes( $type, is_array( $inner['attrs'] ?? null ) ? $inner['attrs'] : array() );
			$attributes['options'] = field_options( $attributes, $inner['innerBlocks'] ?? array() );
			$fields[]              = array( $type, $attributes );
		}
	}
	return $fields;
}

/**
 * A field's attributes with the block type's defaults applied (stored content leaves defaults out).
 *
 * @param string $type  Field type.
 * @param array  $attrs Stored attributes.
 */
function field_attributes( string $type, array $attrs ): array {
	$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( 'jetpack/field-' . $type );
	if ( $block_type ) {
		return $block_type->prepare_attributes_for_render( $attrs );
	}
	return $attrs;
}

/**
 * The n-th contact-form block of a list of parsed blocks, in document order.
 *
 * @param array $blocks Parsed blocks.
 * @param int   $n      Index, counted down while searching.
 */
function find_form( array $blocks, int &$n ): ?array {
	foreach ( $blocks as $block ) {
		if ( FORM_BLOCK === ( $block['blockName'] ?? null ) ) {
			if ( 0 === $n ) {
				return $block;
			}
			--$n;
			continue;
		}
		$found = find_form( $block['innerBlocks'] ?? array(), $n );
		if ( null !== $found ) {
			return $found;
		}
	}
	return null;
}

/**
 * The label a field is known by in messages and stored responses.
 *
 * @param string $type       Field type.
 * @param array  $attributes Field attributes.
 */
function field_label( string $type, array $attributes ): string {
	$label = isset( $attributes['label'] ) && is_string( $attributes['label'] ) ? trim( wp_strip_all_tags( $attributes['label'] ) ) : '';
	if ( '' !== $label ) {
		return $label;
	}
	// The reference stores no label for a message or a dropdown, an empty one for a checkbox: the
	// editor shows these (field-edit.tsx).
	switch ( $type ) {
		case 'textarea':
			return __( 'Message', 'jetpack-blocks' );
		case 'select':
			return __( 'Select one option', 'jetpack-blocks' );
		case 'checkbox':
			return __( 'Checkbox', 'jetpack-blocks' );
		case 'consent':
			return __( 'Consent', 'jetpack-blocks' );
		default:
			return __( 'Field', 'jetpack-blocks' );
	}
}

/**
 * Renders one field's control. Called by each field block's render.php; outside a form (a preview)
 * there is no form to submit it with, so nothing is rendered.
 *
 * @param string         $type       Field type.
 * @param array          $attributes Field attributes, defaults applied.
 * @param \WP_Block|null $block      The field block (a choice field's options are its children).
 */
function render_field( string $type, array $attributes, $block = null ): string {
	$state = &render_state();
	$top   = array_key_last( $state['stack'] );
	if ( null === $top || ! in_array( $type, FIELD_TYPES, true ) ) {
		return '';
	}
	$index = $state['stack'][ $top ]['fields']++;
	$key   = $state['stack'][ $top ]['key'];

	$outcome  = submission();
	$mine     = null !== $outcome && $outcome['key'] === $key;
	$value    = $mine ? ( $outcome['values'][ $index ] ?? '' ) : '';
	$chosen   = is_array( $value ) ? $value : array();
	$value    = is_string( $value ) ? $value : '';
	$error    = $mine ? ( $outcome['errors'][ $index ] ?? '' ) : '';
	$id       = 'contact-form-' . $key . '-' . $index;
	$name     = VALUES_FIELD . '[' . $index . ']';
	$required = ! empty( $attributes['required'] ) && 'consent' !== $type;
	$label    = field_label( $type, $attributes );

	$required_text = isset( $attributes['requiredText'] ) && is_string( $attributes['requiredText'] ) && '' !== trim( $attributes['requiredText'] ) ? $attributes['requiredText'] : __( '(required)', 'jetpack-blocks' );
	$required_mark = $required ? ' <span class="jetpack-field__required">' . esc_html( $required_text ) . '</span>' : '';
	$error_html    = '' !== $error ? '<p class="jetpack-field__error" id="' . esc_attr( $id ) . '-error">' . esc_html( $error ) . '</p>' : '';
	$aria          = ( $required ? ' required' : '' ) . ( '' !== $error ? ' aria-invalid="true" aria-describedby="' . esc_attr( $id ) . '-error"' : '' );
	$class         = 'jetpack-field jetpack-field-' . $type;
	// The reference's field widths (a quarter, half or three quarters of the form's row).
	$width = (int) ( $attributes['width'] ?? 100 );
	if ( in_array( $width, array( 25, 50, 75 ), true ) ) {
		$class .= ' jetpack-field--width-' . $width;
	}
	if ( 'radio' === $type || 'checkbox-multiple' === $type ) {
		$attributes['options'] = field_options( $attributes, $block instanceof \WP_Block ? ( $block->parsed_block['innerBlocks'] ?? array() ) : array() );
	}

	switch ( $type ) {
		case 'name':
		case 'email':
		case 'url':
		case 'text':
		case 'date':
		case 'telephone':
			$input_type   = array(
				'email'     => 'email',
				'url'       => 'url',
				'date'      => 'date',
				'telephone' => 'tel',
			)[ $type ] ?? 'text';
			$autocomplete = array(
				'name'      => 'name',
				'email'     => 'email',
				'url'       => 'url',
				'telephone' => 'tel',
			)[ $type ] ?? '';
			$placeholder  = (string) ( $attributes['placeholder'] ?? '' );
			return '<div class="' . esc_attr( $class ) . '">'
				. '<label class="jetpack-field__label" for="' . esc_attr( $id ) . '">' . esc_html( $label ) . $required_mark . '</label>'
				. '<input type="' . esc_attr( $input_type ) . '" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '"'
				. ( '' !== $placeholder ? ' placeholder="' . esc_attr( $placeholder ) . '"' : '' )
				. ( '' !== $autocomplete ? ' autocomplete="' . esc_attr( $autocomplete ) . '"' : '' )
				. ( 'date' === $type ? '' : ' maxlength="' . ( array(
					'url'       => MAX_URL_LENGTH,
					'email'     => EMAIL_MAX_LENGTH,
					'telephone' => MAX_PHONE_LENGTH,
				)[ $type ] ?? MAX_LINE_LENGTH ) . '"' )
				. $aria . '>'
				. $error_html . '</div>';

		case 'textarea':
			$placeholder = (string) ( $attributes['placeholder'] ?? '' );
			return '<div class="' . esc_attr( $class ) . '">'
				. '<label class="jetpack-field__label" for="' . esc_attr( $id ) . '">' . esc_html( $label ) . $required_mark . '</label>'
				. '<textarea id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" rows="6" maxlength="' . MAX_TEXTAREA_LENGTH . '"'
				. ( '' !== $placeholder ? ' placeholder="' . esc_attr( $placeholder ) . '"' : '' )
				. $aria . '>' . esc_textarea( $value ) . '</textarea>'
				. $error_html . '</div>';

		case 'consent':
			if ( 'implicit' === ( $attributes['consentType'] ?? 'implicit' ) ) {
				return '<div class="' . esc_attr( $class ) . '"><p class="jetpack-field__consent">' . esc_html( (string) ( $attributes['implicitConsentMessage'] ?? '' ) ) . '</p></div>';
			}
			$text = trim( (string) ( $attributes['explicitConsentMessage'] ?? '' ) );
			return '<div class="' . esc_attr( $class ) . '"><div class="jetpack-field__option">'
				. '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1"' . ( '1' === $value ? ' checked' : '' ) . '>'
				. '<label for="' . esc_attr( $id ) . '">' . esc_html( '' !== $text ? $text : $label ) . '</label>'
				. '</div></div>';

		case 'checkbox':
			return '<div class="' . esc_attr( $class ) . '"><div class="jetpack-field__option">'
				. '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1"' . ( '1' === $value ? ' checked' : '' ) . $aria . '>'
				. '<label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . $required_mark . '</label>'
				. '</div>' . $error_html . '</div>';

		case 'radio':
		case 'checkbox-multiple':
			$options = clean_options( $attributes['options'] ?? array() );
			if ( array() === $options ) {
				return '';
			}
			// One choice (radio, the field's `required` on each) or several (checkboxes, an array).
			$multiple = 'checkbox-multiple' === $type;
			$choices  = '';
			foreach ( $options as $at => $option ) {
				$choice_id = $id . '-' . $at;
				$checked   = $multiple ? in_array( $option, $chosen, true ) : $value === $option;
				$choices  .= '<div class="jetpack-field__option">'
					. '<input type="' . ( $multiple ? 'checkbox' : 'radio' ) . '" id="' . esc_attr( $choice_id ) . '" name="' . esc_attr( $name ) . ( $multiple ? '[]' : '' ) . '" value="' . esc_attr( $option ) . '"'
					. ( $checked ? ' checked' : '' ) . ( $required && ! $multiple ? ' required' : '' ) . '>'
					. '<label for="' . esc_attr( $choice_id ) . '">' . esc_html( $option ) . '</label></div>';
			}
			return '<fieldset class="' . esc_attr( $class ) . '"' . ( '' !== $error ? ' aria-describedby="' . esc_attr( $id ) . '-error"' : '' ) . '>'
				. '<legend class="jetpack-field__label">' . esc_html( $label ) . $required_mark . '</legend>'
				. $choices . $error_html . '</fieldset>';

		case 'select':
			$options = clean_options( $attributes['options'] ?? array() );
			if ( array() === $options ) {
				return '';
			}
			$choices = '<option value="">' . esc_html__( 'Select an option', 'jetpack-blocks' ) . '</option>';
			foreach ( $options as $option ) {
				$choices .= '<option value="' . esc_attr( $option ) . '"' . ( $value === $option ? ' selected' : '' ) . '>' . esc_html( $option ) . '</option>';
			}
			return '<div class="' . esc_attr( $class ) . '">'
				. '<label class="jetpack-field__label" for="' . esc_attr( $id ) . '">' . esc_html( $label ) . $required_mark . '</label>'
				. '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '"' . $aria . '>' . $choices . '</select>'
				. $error_html . '</div>';
	}
	return '';
}

/**
 * The nonce action of one form.
 *
 * @param string $key Form key.
 */
function nonce_action( string $key ): string {
	return 'jetpack-contact-form-' . $key;
}

/**
 * The check that lets the page after a redirect show the success message of a stored response
 * (and only of a real one).
 *
 * @param string $key         Form key.
 * @param int    $feedback_id Stored response.
 */
function sent_check( string $key, int $feedback_id ): string {
	return substr( wp_hash( 'contact-form-sent|' . $key . '|' . $feedback_id, 'nonce' ), 0, 16 );
}

/**
 * Whether this request shows the success message of the given form.
 *
 * @param string $key Form key.
 */
function was_sent( string $key ): bool {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only: a signed pointer to a stored response.
	if ( ! isset( $_GET[ SENT_ARG ], $_GET[ CHECK_ARG ] ) || ! is_string( $_GET[ SENT_ARG ] ) || ! is_string( $_GET[ CHECK_ARG ] ) ) {
		return false;
	}
	$sent  = sanitize_text_field( wp_unslash( $_GET[ SENT_ARG ] ) );
	$check = sanitize_text_field( wp_unslash( $_GET[ CHECK_ARG ] ) );
	// phpcs:enable
	if ( ! preg_match( '/^(\d+)$/', $sent ) ) {
		return false;
	}
	$feedback = get_post( (int) $sent );
	return $feedback instanceof \WP_Post
		&& FEEDBACK_POST_TYPE === $feedback->post_type
		&& get_post_meta( $feedback->ID, '_jetpack_blocks_form_key', true ) === $key
		&& hash_equals( sent_check( $key, $feedback->ID ), $check );
}

/**
 * Renders the form around its rendered field blocks. Called by the contact-form block's render.php.
 *
 * @param array  $attributes Form attributes, defaults applied.
 * @param string $content    The rendered field blocks.
 */
function render_form( array $attributes, string $content ): string {
	$state = &render_state();
	$form  = array_pop( $state['stack'] );
	if ( null === $form ) {
		return '';
	}
	$key     = $form['key'];
	$post_id = (int) strtok( $key, '-' );
	$anchor  = 'contact-form-' . $key;
	$wrapper = get_block_wrapper_attributes( array( 'id' => $anchor ) );
	$content = unwrap_stored_form( $content );

	if ( was_sent( $key ) ) {
		return '<div ' . $wrapper . '>' . success_message( $attributes ) . '</div>';
	}

	$outcome = submission();
	$notice  = '';
	if ( null !== $outcome && $outcome['key'] === $key ) {
		$notice = '<div class="jetpack-contact-form__errors" role="alert" tabindex="-1" id="' . esc_attr( $anchor ) . '-errors"><p>' . esc_html( $outcome['message'] ) . '</p>';
		if ( array() !== $outcome['errors'] ) {
			$notice .= '<ul>';
			foreach ( $outcome['errors'] as $index => $error ) {
				$notice .= '<li><a href="#' . esc_attr( $anchor . '-' . $index ) . '">' . esc_html( $outcome['labels'][ $index ] ?? '' ) . '</a>: ' . esc_html( $error ) . '</li>';
			}
			$notice .= '</ul>';
		}
		$notice .= '</div>';
	}

	$action = ( $post_id > 0 ? get_permalink( $post_id ) : home_url( '/' ) ) . '#' . $anchor;
	// One submit button: the form's stored one (a `jetpack/button` child renders a submit button),
	// or, for a form stored without one, the default (spec: "Submit", radius 8).
	$button = $form['has_button'] ? '' : '<div class="jetpack-contact-form__submit"><button type="submit" class="jetpack-contact-form__button wp-element-button" style="border-radius:8px">'
		. esc_html__( 'Submit', 'jetpack-blocks' )
		. '</button></div>';

	return '<div ' . $wrapper . '>'
		. '<form class="jetpack-contact-form__form" method="post" action="' . esc_url( $action ) . '">'
		. $notice
		. $content
		. $button
		. \Jetpack_Blocks\Public_Form\honeypot_html()
		. '<input type="hidden" name="' . esc_attr( KEY_FIELD ) . '" value="' . esc_attr( $key ) . '">'
		. ( \Jetpack_Blocks\Public_Form\prints_nonce() ? '<input type="hidden" name="' . esc_attr( NONCE_FIELD ) . '" value="' . esc_attr( wp_create_nonce( nonce_action( $key ) ) ) . '">' : '' )
		. '</form></div>';
}

/**
 * A core button stored as a form's submit button renders as a link (core's markup); inside a form
 * being rendered it becomes the form's submit button, with the same classes and style.
 *
 * @param string $block_content Rendered core/button.
 */
function core_button_submits( $block_content ) {
	$state = &render_state();
	if ( array() === $state['stack'] || ! is_string( $block_content ) || ! preg_match( '#<a\b[^>]*>(.*?)</a>#s', $block_content, $m ) ) {
		return $block_content;
	}
	$link = new \WP_HTML_Tag_Processor( $m[0] );
	if ( ! $link->next_tag( 'a' ) ) {
		return $block_content;
	}
	$class  = (string) $link->get_attribute( 'class' );
	$style  = (string) $link->get_attribute( 'style' );
	$button = '<button type="submit"'
		. ( '' !== $class ? ' class="' . esc_attr( $class ) . '"' : '' )
		. ( '' !== $style ? ' style="' . esc_attr( $style ) . '"' : '' )
		. '>' . $m[1] . '</button>';
	return str_replace( $m[0], $button, $block_content );
}
add_filter( 'render_block_core/button', __NAMESPACE__ . '\core_button_submits' );

/**
 * The rendered children without the wrapper the stored markup puts around them (the reference's
 * `<div class="wp-block-jetpack-contact-form">`): render_form writes the wrapper itself, with the
 * same classes and styles, around the form.
 *
 * @param string $content Rendered inner content.
 */
function unwrap_stored_form( string $content ): string {
	if ( preg_match( '#^\s*<div\b[^>]*\bclass="[^"]*\bwp-block-jetpack-contact-form\b[^"]*"[^>]*>(.*)</div>\s*$#sD', $content, $m ) ) {
		return $m[1];
	}
	return $content;
}

/**
 * What visitors see after their response is stored: the form's heading, and its custom message
 * when it has one (customThankyou "message", or a message written with no choice made, as this
 * plugin's first format stored it), else a short thanks. The reference lists the visitor's answers
 * there; this page is reachable by its address, so the answers are not shown back.
 *
 * @param array $attributes Form attributes, defaults applied.
 */
function success_message( array $attributes ): string {
	$heading = trim( (string) ( $attributes['customThankyouHeading'] ?? '' ) );
	if ( '' === $heading || 'Your message has been sent' === $heading ) {
		$heading = __( 'Your message has been sent', 'jetpack-blocks' );
	}
	$mode    = (string) ( $attributes['customThankyou'] ?? '' );
	$message = in_array( $mode, array( '', 'message' ), true ) ? trim( (string) ( $attributes['customThankyouMessage'] ?? '' ) ) : '';
	$text    = '' !== $message ? wpautop( esc_html( $message ) ) : '<p>' . esc_html__( 'Thank you for your response.', 'jetpack-blocks' ) . '</p>';
	return '<div class="jetpack-contact-form__success" role="status"><h3>' . esc_html( $heading ) . '</h3>' . $text . '</div>';
}

/**
 * Where a form sends the visitor after a stored response, when it is set to: its
 * customThankyouRedirect, an http(s) address the post's author chose; '' otherwise.
 *
 * @param array $attributes Form attributes (stored).
 */
function thank_you_redirect( array $attributes ): string {
	if ( 'redirect' !== ( $attributes['customThankyou'] ?? '' ) || ! is_string( $attributes['customThankyouRedirect'] ?? null ) ) {
		return '';
	}
	$url = esc_url_raw( trim( $attributes['customThankyouRedirect'] ), array( 'http', 'https' ) );
	return '' !== $url && '' !== (string) wp_parse_url( $url, PHP_URL_HOST ) ? $url : '';
}

/**
 * Who is submitting, for the rate limit: the signed-in user, or else the visitor's connection
 * address (php-stubs/rate-limit.php). Filterable for sites behind a proxy they trust.
 */
function visitor_key(): string {
	/**
	 * Filters who a contact-form submission is counted against.
	 *
	 * @param string $key "user:{id}", "ip:{IPv4 address}" or "ip6:{first 64 bits, hex}".
	 */
	return (string) apply_filters( 'jetpack_blocks_contact_form_visitor_key', \Jetpack_Blocks\rate_limit_requester() );
}

/**
 * The rate limit: submissions per visitor in a window of seconds.
 *
 * @return array{requests: int, window: int}
 */
function rate_limit(): array {
	/**
	 * Filters how many submissions a visitor may send in a window.
	 *
	 * @param array{requests: int, window: int} $limit Default: 10 in 10 minutes.
	 */
	$limit = apply_filters(
		'jetpack_blocks_contact_form_rate_limit',
		array(
			'requests' => 10,
			'window'   => 10 * MINUTE_IN_SECONDS,
		)
	);
	return \Jetpack_Blocks\rate_limit_setting( $limit, 10, 10 * MINUTE_IN_SECONDS );
}

/**
 * Counts one submission of the visitor; false when the visitor is over the limit (not counted).
 * The count is atomic (php-stubs/rate-limit.php): parallel submissions cannot all pass, with or
 * without a persistent object cache.
 */
function take_rate_limit(): bool {
	return 0 === \Jetpack_Blocks\rate_limit_take( 'contactform', visitor_key(), rate_limit() );
}

/**
 * Handles a submitted form, before the page is rendered.
 */
function handle_submission(): void {
	if ( 'POST' !== ( isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '' ) || ! isset( $_POST[ KEY_FIELD ] ) || ! is_string( $_POST[ KEY_FIELD ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a signed-in user's nonce is checked below, with the values kept when it fails.
		return;
	}
	$key = sanitize_text_field( wp_unslash( $_POST[ KEY_FIELD ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing
	if ( ! preg_match( '/^(\d+)-(\d+)$/D', $key, $m ) ) {
		return;
	}
	$post = get_post( (int) $m[1] );
	if ( ! $post instanceof \WP_Post || post_password_required( $post ) || ! ( is_post_publicly_viewable( $post ) || current_user_can( 'read_post', $post->ID ) ) ) {
		return;
	}
	$n    = (int) $m[2];
	$form = find_form( parse_blocks( $post->post_content ), $n );
	if ( null === $form ) {
		return;
	}
	$fields = form_fields( $form );

	// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is checked by validate_field() and escaped where shown.
	$submitted = isset( $_POST[ VALUES_FIELD ] ) && is_array( $_POST[ VALUES_FIELD ] ) ? wp_unslash( $_POST[ VALUES_FIELD ] ) : array();
	$values    = array();
	$errors    = array();
	$labels    = array();
	$checked   = array();
	foreach ( $fields as $index => list( $type, $attributes ) ) {
		$result             = validate_field( $type, $attributes, $submitted[ $index ] ?? null );
		$checked[ $index ]  = $result['value'];
		$labels[ $index ]   = field_label( $type, $attributes );
		$raw                = $submitted[ $index ] ?? '';
		$values[ $index ]   = is_string( $raw ) ? $raw : ( 'checkbox-multiple' === $type && is_array( $raw ) ? array_values( array_filter( $raw, 'is_string' ) ) : '' );
		if ( null !== $result['error'] ) {
			$errors[ $index ] = $result['error'];
		}
	}

	$refuse = static function ( int $status, string $message, array $field_errors = array() ) use ( $key, $values, $labels ): void {
		status_header( $status );
		submission(
			array(
				'key'     => $key,
				'values'  => $values,
				'errors'  => $field_errors,
				'labels'  => $labels,
				'message' => $message,
			)
		);
	};

	// Refused like a failed save, without saying why: nothing is stored, and the rate limit is
	// not spent on it.
	if ( \Jetpack_Blocks\Public_Form\posted_honeypot_filled() ) {
		$refuse( 400, __( 'Your message could not be saved. Please try again in a moment.', 'jetpack-blocks' ) );
		return;
	}
	$nonce = isset( $_POST[ NONCE_FIELD ] ) && is_string( $_POST[ NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ NONCE_FIELD ] ) ) : '';
	if ( ! \Jetpack_Blocks\Public_Form\nonce_accepted( $nonce, nonce_action( $key ) ) ) {
		$refuse( 403, __( 'Your message was not sent: the form has expired or did not come from this site. Please check your answers and submit the form again.', 'jetpack-blocks' ) );
		return;
	}
	if ( ! take_rate_limit() ) {
		$refuse( 429, __( 'Your message was not sent: too many messages have been sent from here in the last few minutes. Please wait a little and try again.', 'jetpack-blocks' ) );
		return;
	}
	if ( array() !== $errors ) {
		$refuse( 422, __( 'Your message was not sent. Please correct the following:', 'jetpack-blocks' ), $errors );
		return;
	}

	$form_attributes = is_array( $form['attrs'] ?? null ) ? $form['attrs'] : array();
	$feedback_id     = store_feedback( $post, $key, $fields, $checked, $form_attributes );
	if ( is_wp_error( $feedback_id ) ) {
		$refuse( 500, __( 'Your message could not be saved. Please try again in a moment.', 'jetpack-blocks' ) );
		return;
	}
	$redirect = thank_you_redirect( $form_attributes );
	if ( '' !== $redirect ) {
		// The author's chosen page, possibly on another site: allowed for this redirect only.
		$host  = (string) wp_parse_url( $redirect, PHP_URL_HOST );
		$allow = static fn( $hosts ) => array_merge( (array) $hosts, array( $host ) );
		add_filter( 'allowed_redirect_hosts', $allow );
		wp_safe_redirect( $redirect, 303 );
		remove_filter( 'allowed_redirect_hosts', $allow );
		exit;
	}
	$target = add_query_arg(
		array(
			SENT_ARG  => $feedback_id,
			CHECK_ARG => sent_check( $key, $feedback_id ),
		),
		get_permalink( $post )
	) . '#contact-form-' . $key;
	wp_safe_redirect( $target, 303 );
	exit;
}
add_action( 'template_redirect', __NAMESPACE__ . '\handle_submission', 1 );
