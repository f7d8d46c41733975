<?php
/**
 * Visitor markup of jetpack/email: the stored markup, with each e-mail link's address freed of the
 * punctuation its href keeps.
 *
 * The stored format (save.tsx, the reference plugin's) links "hello@example.com." as
 * `href="mailto:hello@example.com."`: the link text is the address, the href the whole word. Mail
 * programs would write to the address with the dot, so visitors get the href cut at the same
 * punctuation the editor set aside to recognise the address (contact-info/email-stored.ts,
 * TRAILING). The stored post is left as it is.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_email_tags = new WP_HTML_Tag_Processor( (string) $content );
while ( $jetpack_blocks_email_tags->next_tag( 'a' ) ) {
	$jetpack_blocks_email_href = $jetpack_blocks_email_tags->get_attribute( 'href' );
	if ( ! is_string( $jetpack_blocks_email_href ) || 0 !== strncasecmp( $jetpack_blocks_email_href, 'mailto:', 7 ) ) {
		continue;
	}
	$jetpack_blocks_email_trimmed = (string) preg_replace( '/[.,\/#!$%^&*;:{}=\-_`~()\][]+$/', '', $jetpack_blocks_email_href );
	if ( $jetpack_blocks_email_trimmed !== $jetpack_blocks_email_href ) {
		// The tag processor escapes the attribute value.
		$jetpack_blocks_email_tags->set_attribute( 'href', $jetpack_blocks_email_trimmed );
	}
}

// Stored post content, as WordPress prints it for every static block.
echo $jetpack_blocks_email_tags->get_updated_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
