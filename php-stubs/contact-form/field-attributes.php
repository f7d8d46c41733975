<?php
/**
 * The attributes every field block shares (the reference's field attributes), added to each field
 * block's metadata when it is registered: each block.json holds only what differs (its label's
 * default, its own attributes). Mirrors FIELD_ATTRIBUTES in src/blocks/contact-form/fields.ts; the
 * unit test src/blocks/contact-form/test/validation.test.ts checks both are the same.
 *
 * Only plain PHP here, so that test can load this file with PHP's command line.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/**
 * The shared attributes. The reference gives some number attributes an empty-string default; they
 * are kept as it declares them, so the same stored content parses to the same attributes.
 */
function shared_field_attributes(): array {
	$string  = array( 'type' => 'string' );
	$number  = array( 'type' => 'number' );
	$unset_n = array(
		'type'    => 'number',
		'default' => '',
	);
	return array(
		'label'                 => array(
			'type'    => 'string',
			'default' => null,
		),
		'required'              => array(
			'type'    => 'boolean',
			'default' => false,
		),
		'requiredText'          => $string,
		'options'               => array(
			'type'    => 'array',
			'default' => array(),
		),
		'defaultValue'          => array(
			'type'    => 'string',
			'default' => '',
		),
		'placeholder'           => array(
			'type'    => 'string',
			'default' => '',
		),
		'id'                    => array(
			'type'    => 'string',
			'default' => '',
		),
		'width'                 => array(
			'type'    => 'number',
			'default' => 100,
		),
		'borderRadius'          => $unset_n,
		'borderWidth'           => $unset_n,
		'labelFontSize'         => $string,
		'fieldFontSize'         => $string,
		'lineHeight'            => $number,
		'labelLineHeight'       => $number,
		'inputColor'            => $string,
		'labelColor'            => $string,
		'fieldBackgroundColor'  => $string,
		'buttonBackgroundColor' => $string,
		'buttonBorderRadius'    => $unset_n,
		'buttonBorderWidth'     => $unset_n,
		'borderColor'           => $string,
		'shareFieldAttributes'  => array(
			'type'    => 'boolean',
			'default' => true,
		),
	);
}

/**
 * Adds the shared attributes to a field block's metadata (its own block.json entries win).
 *
 * @param array $metadata Block metadata read from block.json.
 */
function add_shared_field_attributes( $metadata ) {
	$name = is_array( $metadata ) ? ( $metadata['name'] ?? '' ) : '';
	if ( ! is_string( $name ) || ! preg_match( '#^jetpack/field-[a-z-]+$#D', $name ) || str_starts_with( $name, 'jetpack/field-option-' ) ) {
		return $metadata;
	}
	$metadata['attributes'] = array_merge( shared_field_attributes(), is_array( $metadata['attributes'] ?? null ) ? $metadata['attributes'] : array() );
	return $metadata;
}

if ( function_exists( 'add_filter' ) ) {
	add_filter( 'block_type_metadata', __NAMESPACE__ . '\add_shared_field_attributes' );
}
