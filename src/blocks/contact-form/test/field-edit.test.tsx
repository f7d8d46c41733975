/**
 * The field blocks' edit UI: labelled settings that change the attributes, and the preview that
 * follows them.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import FieldEdit from '../field-edit';
import { FIELD_ATTRIBUTES, type FieldAttributes } from '../fields';
import selectMetadata from '../../field-select/block.json';
import consentMetadata from '../../field-consent/block.json';

// The real hooks need a block editor around them; inspector panels render in place here.
jest.mock( '@wordpress/block-editor', () => ( {
	// No editor store here: a field outside a form has no AI entry.
	store: 'core/block-editor',
	BlockControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="toolbar">{ children }</div>
	),
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	InspectorControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="inspector">{ children }</div>
	),
} ) );

function defaults( metadata: { attributes: object } ): FieldAttributes {
	return Object.fromEntries(
		Object.entries( {
			...FIELD_ATTRIBUTES,
			...metadata.attributes,
		} as Record< string, { default?: unknown } > ).map(
			( [ key, value ] ) => [ key, value.default ]
		)
	) as FieldAttributes;
}

function Harness( {
	name,
	initial,
	onChange,
}: {
	name: string;
	initial: FieldAttributes;
	onChange: ( attributes: FieldAttributes ) => void;
} ) {
	const [ attributes, setState ] = useState( initial );
	const setAttributes = (
		next:
			| Partial< FieldAttributes >
			| ( ( previous: FieldAttributes ) => Partial< FieldAttributes > )
	) =>
		setState( ( current ) => {
			const merged = {
				...current,
				...( typeof next === 'function' ? next( current ) : next ),
			};
			onChange( merged );
			return merged;
		} );
	return (
		<FieldEdit
			name={ name }
			attributes={ attributes }
			setAttributes={ setAttributes }
			clientId="field"
			isSelected
			className=""
			context={ {} }
			{ ...( {} as Record< string, never > ) }
		/>
	);
}

describe( 'field edit UI', () => {
	it( 'edits a dropdown’s label, required flag and options through labelled controls', async () => {
		const user = userEvent.setup();
		const changes: FieldAttributes[] = [];
		render(
			<Harness
				name="jetpack/field-select"
				initial={ defaults( selectMetadata ) }
				onChange={ ( next ) => changes.push( next ) }
			/>
		);
		const label = screen.getByRole( 'textbox', { name: 'Label' } );
		await user.clear( label );
		await user.type( label, 'Topic' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Field is required' } )
		);
		expect(
			(
				screen.getByRole( 'textbox', {
					name: 'Required text',
				} ) as HTMLInputElement
			 ).value
		).toBe( '(required)' );
		// A new dropdown starts with one empty option to fill (the reference's default).
		await user.type(
			screen.getByRole( 'textbox', { name: 'Option 1' } ),
			'Sales'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add option' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Option 2' } ),
			'Support'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove option 1' } )
		);

		expect( changes.at( -1 ) ).toMatchObject( {
			label: 'Topic',
			required: true,
			options: [ 'Support' ],
		} );
		// The preview shows the label, the required text and the first option.
		expect( screen.getByText( 'Topic' ) ).toBeTruthy();
		expect( screen.getAllByText( '(required)' ).length ).toBeGreaterThan(
			0
		);
	} );

	it( 'a consent field has no required toggle and edits the wording of the chosen kind', async () => {
		const user = userEvent.setup();
		const changes: FieldAttributes[] = [];
		render(
			<Harness
				name="jetpack/field-consent"
				initial={ defaults( consentMetadata ) }
				onChange={ ( next ) => changes.push( next ) }
			/>
		);
		expect(
			screen.queryByRole( 'checkbox', { name: 'Field is required' } )
		).toBeNull();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Permission to email' } ),
			'implicit'
		);
		const wording = screen.getByRole( 'textbox', { name: 'Consent text' } );
		expect( ( wording as HTMLTextAreaElement ).value ).toBe(
			"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time."
		);
		await user.clear( wording );
		await user.type( wording, 'Submitting means yes.' );
		expect( changes.at( -1 ) ).toMatchObject( {
			consentType: 'implicit',
			implicitConsentMessage: 'Submitting means yes.',
			explicitConsentMessage:
				'Can we send you an email from time to time?',
		} );
	} );
} );
