<?php
/**
 * Visitor markup of jetpack/mailchimp: the signup form.
 *
 * An e-mail input with a label, the inner button (the locked jetpack/button child, given an id
 * unique on the page), the consent text the form is described by, and a live region holding the
 * processing, success, "check your inbox" (the site's own list confirms by e-mail) and error
 * labels, hidden until view.js shows one (or, after a plain form post from a browser without
 * scripts, the one the server's redirect names). The form names the post and the saved block it
 * belongs to; the server takes the groups and the signup location from that block, not from the
 * request. A signed-in user's form carries a nonce; a signed-out visitor's carries none (its page is
 * the same for everyone, so a page cache may serve it) and has a honeypot field instead.
 * Older content whose button was fields of the block gets the same
 * button, built from those fields.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (the button's block comment).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

// Labels left at their (English) block.json default are shown in the site's language.
$jetpack_blocks_translated = array(
	'emailPlaceholder' => array( 'Enter your email', __( 'Enter your email', 'jetpack-blocks' ) ),
	'consentText'      => array( 'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.', __( 'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.', 'jetpack-blocks' ) ),
	'processingLabel'  => array( 'Processing…', __( 'Processing…', 'jetpack-blocks' ) ),
	'successLabel'     => array( "Success! You're on the list.", __( "Success! You're on the list.", 'jetpack-blocks' ) ),
	'errorLabel'       => array( "Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.", __( "Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.", 'jetpack-blocks' ) ),
);
$jetpack_blocks_text       = static function ( string $key ) use ( $attributes, $jetpack_blocks_translated ): string {
	$value = isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ? $attributes[ $key ] : '';
	return isset( $jetpack_blocks_translated[ $key ] ) && $jetpack_blocks_translated[ $key ][0] === $value ? $jetpack_blocks_translated[ $key ][1] : $value;
};

$jetpack_blocks_post_id = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
$jetpack_blocks_id      = wp_unique_id( 'jetpack-mailchimp-' );
$jetpack_blocks_saved   = is_array( $block->parsed_block['attrs'] ?? null ) ? $block->parsed_block['attrs'] : array();

$jetpack_blocks_buttons = array();
foreach ( $block->parsed_block['innerBlocks'] ?? array() as $jetpack_blocks_inner ) {
	if ( is_array( $jetpack_blocks_inner ) && 'jetpack/button' === ( $jetpack_blocks_inner['blockName'] ?? '' ) ) {
		$jetpack_blocks_buttons[] = $jetpack_blocks_inner;
	}
}
if ( ! $jetpack_blocks_buttons ) {
	// Older content: the button's text and colours were fields of the block.
	$jetpack_blocks_legacy    = static function ( string $key ) use ( $jetpack_blocks_saved ): string {
		return isset( $jetpack_blocks_saved[ $key ] ) && is_string( $jetpack_blocks_saved[ $key ] ) ? $jetpack_blocks_saved[ $key ] : '';
	};
	$jetpack_blocks_buttons[] = array(
		'blockName'    => 'jetpack/button',
		'attrs'        => array_filter(
			array(
				'element'               => 'button',
				'text'                  => '' !== $jetpack_blocks_legacy( 'submitButtonText' ) ? $jetpack_blocks_legacy( 'submitButtonText' ) : __( 'Join my email list', 'jetpack-blocks' ),
				'textColor'             => $jetpack_blocks_legacy( 'textButtonColor' ),
				'backgroundColor'       => $jetpack_blocks_legacy( 'backgroundButtonColor' ),
				'customTextColor'       => $jetpack_blocks_legacy( 'customTextButtonColor' ),
				'customBackgroundColor' => $jetpack_blocks_legacy( 'customBackgroundButtonColor' ),
			)
		),
		'innerBlocks'  => array(),
		'innerHTML'    => '',
		'innerContent' => array(),
	);
}
$jetpack_blocks_button_html = '';
foreach ( $jetpack_blocks_buttons as $jetpack_blocks_index => $jetpack_blocks_button ) {
	// The visitor's form is submitted by its button, whatever element older content chose.
	$jetpack_blocks_button['attrs']['element']  = 'button';
	$jetpack_blocks_button['attrs']['uniqueId'] = $jetpack_blocks_id . '-button' . ( $jetpack_blocks_index ? '-' . $jetpack_blocks_index : '' );
	$jetpack_blocks_button_html                .= render_block( $jetpack_blocks_button );
}

$jetpack_blocks_placeholder = '' !== trim( $jetpack_blocks_text( 'emailPlaceholder' ) ) ? $jetpack_blocks_text( 'emailPlaceholder' ) : __( 'Enter your email', 'jetpack-blocks' );
$jetpack_blocks_consent     = trim( $jetpack_blocks_text( 'consentText' ) );
// The default text names Mailchimp; with the site's own list nothing is shared with Mailchimp, so
// the default says who receives the address (an author's own text is kept as written).
if ( $jetpack_blocks_translated['consentText'][0] === ( $attributes['consentText'] ?? '' ) && ! \Jetpack_Blocks\Newsletter\uses_mailchimp() ) {
	$jetpack_blocks_consent = __( 'By clicking submit, you agree to share your email address with the site owner to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.', 'jetpack-blocks' );
}
$jetpack_blocks_messages    = array(
	'invalid'             => \Jetpack_Blocks\Contact_Form\email_problem_message( 'invalid' ),
	'too-long'            => \Jetpack_Blocks\Contact_Form\email_problem_message( 'too-long' ),
	'local-part-too-long' => \Jetpack_Blocks\Contact_Form\email_problem_message( 'local-part-too-long' ),
	'label-too-long'      => \Jetpack_Blocks\Contact_Form\email_problem_message( 'label-too-long' ),
	'missing'             => __( 'Please enter your email address.', 'jetpack-blocks' ),
);
$jetpack_blocks_notices     = array(
	'processing' => $jetpack_blocks_text( 'processingLabel' ),
	'success'    => $jetpack_blocks_text( 'successLabel' ),
	// The site's own list asks the address to confirm by e-mail (double opt-in): the visitor is
	// not on the list yet, so the success label would not be true.
	'pending'    => \Jetpack_Blocks\Newsletter\confirmation_sent_message(),
	'error'      => $jetpack_blocks_text( 'errorLabel' ),
);

// The outcome of a plain form post (a browser without scripts), for this form only: display only.
$jetpack_blocks_key     = \Jetpack_Blocks\Newsletter\form_key( $jetpack_blocks_saved );
$jetpack_blocks_outcome = '';
// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read to choose a label to show, nothing is changed.
if ( isset( $_GET[ \Jetpack_Blocks\Newsletter\OUTCOME_ARG ], $_GET[ \Jetpack_Blocks\Newsletter\OUTCOME_FORM_ARG ] ) && is_string( $_GET[ \Jetpack_Blocks\Newsletter\OUTCOME_ARG ] ) && $jetpack_blocks_key === $_GET[ \Jetpack_Blocks\Newsletter\OUTCOME_FORM_ARG ] ) {
	$jetpack_blocks_outcome = sanitize_key( wp_unslash( $_GET[ \Jetpack_Blocks\Newsletter\OUTCOME_ARG ] ) );
}
// phpcs:enable WordPress.Security.NonceVerification.Recommended
$jetpack_blocks_shown       = array(
	'subscribed'        => 'success',
	'confirmation_sent' => 'pending',
	'error'             => 'error',
	'invalid_nonce'     => 'error',
	'rate_limited'      => 'error',
)[ $jetpack_blocks_outcome ] ?? '';
$jetpack_blocks_email_error = '';
if ( 'invalid_email' === $jetpack_blocks_outcome ) {
	$jetpack_blocks_email_error = $jetpack_blocks_messages['invalid'];
} elseif ( 'missing_email' === $jetpack_blocks_outcome ) {
	$jetpack_blocks_email_error = $jetpack_blocks_messages['missing'];
}

$jetpack_blocks_wrapper = array(
	'data-email-messages' => (string) wp_json_encode( $jetpack_blocks_messages ),
);
if ( is_user_logged_in() ) {
	// Keeps a signed-in visitor signed in for the REST request (WordPress's cookie check).
	$jetpack_blocks_wrapper['data-rest-nonce'] = wp_create_nonce( 'wp_rest' );
}
$jetpack_blocks_wrapper_html = '';
foreach ( $jetpack_blocks_wrapper as $jetpack_blocks_name => $jetpack_blocks_value ) {
	$jetpack_blocks_wrapper_html .= sprintf( ' %s="%s"', $jetpack_blocks_name, esc_attr( $jetpack_blocks_value ) );
}

ob_start();
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?><?php echo $jetpack_blocks_wrapper_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?>>
	<form class="wp-block-jetpack-mailchimp__form"<?php echo in_array( $jetpack_blocks_shown, array( 'success', 'pending' ), true ) ? ' hidden' : ''; ?> method="post" action="<?php echo esc_url( rest_url( 'wpcom/v2/mailchimp/subscribe' ) ); ?>"<?php echo '' !== $jetpack_blocks_consent ? ' aria-describedby="' . esc_attr( $jetpack_blocks_id . '-consent' ) . '"' : ''; ?>>
		<p class="wp-block-jetpack-mailchimp__email">
			<label class="screen-reader-text" for="<?php echo esc_attr( $jetpack_blocks_id . '-email' ); ?>"><?php echo esc_html( $jetpack_blocks_placeholder ); ?></label>
			<input type="email" id="<?php echo esc_attr( $jetpack_blocks_id . '-email' ); ?>" name="email" class="wp-block-jetpack-mailchimp_text-input" placeholder="<?php echo esc_attr( $jetpack_blocks_placeholder ); ?>" autocomplete="email" required<?php echo '' !== $jetpack_blocks_email_error ? ' aria-invalid="true" aria-describedby="' . esc_attr( $jetpack_blocks_id . '-email-error' ) . '"' : ''; ?>>
		</p>
		<p class="wp-block-jetpack-mailchimp__email-error" id="<?php echo esc_attr( $jetpack_blocks_id . '-email-error' ); ?>"<?php echo '' === $jetpack_blocks_email_error ? ' hidden' : ''; ?>><?php echo esc_html( $jetpack_blocks_email_error ); ?></p>
		<input type="hidden" name="post_id" value="<?php echo esc_attr( (string) $jetpack_blocks_post_id ); ?>">
		<input type="hidden" name="form" value="<?php echo esc_attr( $jetpack_blocks_key ); ?>">
		<?php if ( is_user_logged_in() ) : ?>
			<?php // A plain form post of a signed-in visitor: WordPress's cookie check reads this field. ?>
			<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( wp_create_nonce( 'wp_rest' ) ); ?>">
		<?php endif; ?>
		<?php if ( \Jetpack_Blocks\Public_Form\prints_nonce() ) : ?>
			<?php // Signed-out visitors' pages carry no nonce, so a page cache may serve them (contact-form/public-form.php). ?>
			<input type="hidden" name="nonce" value="<?php echo esc_attr( wp_create_nonce( \Jetpack_Blocks\Newsletter\nonce_action( $jetpack_blocks_post_id ) ) ); ?>">
		<?php endif; ?>
		<?php echo \Jetpack_Blocks\Public_Form\honeypot_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built. ?>
		<?php echo $jetpack_blocks_button_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered (and escaped) by the button block. ?>
		<?php if ( '' !== $jetpack_blocks_consent ) : ?>
			<p class="wp-block-jetpack-mailchimp_consent-text" id="<?php echo esc_attr( $jetpack_blocks_id . '-consent' ); ?>"><?php echo wp_kses( $jetpack_blocks_consent, array( 'a' => array( 'href' => true ), 'strong' => array(), 'em' => array(), 'b' => array(), 'i' => array(), 'br' => array() ) ); ?></p>
		<?php endif; ?>
	</form>
	<div class="wp-block-jetpack-mailchimp__notifications" aria-live="polite">
		<?php foreach ( $jetpack_blocks_notices as $jetpack_blocks_kind => $jetpack_blocks_label ) : ?>
			<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_<?php echo esc_attr( $jetpack_blocks_kind ); ?>"<?php echo $jetpack_blocks_kind === $jetpack_blocks_shown ? '' : ' hidden'; ?>><?php echo esc_html( $jetpack_blocks_label ); ?></div>
		<?php endforeach; ?>
	</div>
</div>
<?php
echo trim( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
