import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { useState } from '@wordpress/element';
import metadata from '../block.json';
import BusinessHoursEdit from '../edit';
import { resetLocalizedWeekCache } from '../use-localized-week';
import type { BlockEditProps } from '@wordpress/blocks';
import type { BusinessHoursAttributes, BusinessHoursDay } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

// The real hook needs a block editor around it; the wrapper props are all this block uses.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: [ 'wp-block-jetpack-business-hours', props.className ]
			.filter( Boolean )
			.join( ' ' ),
	} ),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const FRENCH_WEEK = {
	days: {
		Sun: 'Dimanche',
		Mon: 'Lundi',
		Tue: 'Mardi',
		Wed: 'Mercredi',
		Thu: 'Jeudi',
		Fri: 'Vendredi',
		Sat: 'Samedi',
	},
	startOfWeek: 1,
	timeFormat: 'G\\hi',
};

function defaultDays(): BusinessHoursDay[] {
	return JSON.parse(
		JSON.stringify( metadata.attributes.days.default )
	) as BusinessHoursDay[];
}

/**
 * The edit component with attributes kept in state, as the block editor would; `setAttributes`
 * is also recorded so tests can see what was saved.
 */
function renderEdit( {
	days = defaultDays(),
	isSelected = true,
}: { days?: BusinessHoursDay[]; isSelected?: boolean } = {} ) {
	const setAttributesSpy = jest.fn();
	let latest: BusinessHoursAttributes = { days };

	function Harness( { selected }: { selected: boolean } ) {
		const [ attributes, setState ] = useState< BusinessHoursAttributes >( {
			days,
		} );
		latest = attributes;
		const setAttributes = ( next: Partial< BusinessHoursAttributes > ) => {
			setAttributesSpy( next );
			setState( ( current ) => ( { ...current, ...next } ) );
		};
		// The other BlockEditProps (context, onReplace, …) are not used by this block.
		const props = {
			name: 'jetpack/business-hours',
			clientId: 'client-1',
			attributes,
			setAttributes,
			isSelected: selected,
		};
		return (
			<BusinessHoursEdit
				{ ...( props as unknown as BlockEditProps< BusinessHoursAttributes > ) }
			/>
		);
	}

	const view = render( <Harness selected={ isSelected } /> );
	return {
		...view,
		setAttributesSpy,
		attributes: () => latest,
		select: ( selected: boolean ) =>
			view.rerender( <Harness selected={ selected } /> ),
	};
}

const dayGroup = ( name: string ) => screen.getByRole( 'group', { name } );
const isChecked = ( element: HTMLElement ) =>
	( element as HTMLInputElement ).checked;
const hasFocus = ( element: HTMLElement ) =>
	element.ownerDocument.activeElement === element;
const valueOf = ( element: HTMLElement ) =>
	( element as HTMLInputElement ).value;

beforeEach( () => {
	resetLocalizedWeekCache();
	mockedApiFetch.mockReset();
} );

describe( 'BusinessHoursEdit', () => {
	it( 'shows the localized days in the site’s week order', async () => {
		mockedApiFetch.mockResolvedValue( FRENCH_WEEK );
		renderEdit();
		await screen.findByRole( 'group', { name: 'Lundi' } );
		const legends = screen
			.getAllByRole( 'group' )
			.map( ( group ) => group.querySelector( 'legend' )?.textContent );
		expect( legends ).toEqual( [
			'Lundi',
			'Mardi',
			'Mercredi',
			'Jeudi',
			'Vendredi',
			'Samedi',
			'Dimanche',
		] );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/business-hours/localized-week',
		} );
	} );

	it( 'falls back to English, Sunday first, when the request fails', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		renderEdit();
		await screen.findByRole( 'group', { name: 'Sunday' } );
		const legends = screen
			.getAllByRole( 'group' )
			.map( ( group ) => group.querySelector( 'legend' )?.textContent );
		expect( legends ).toEqual( [
			'Sunday',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
		] );
	} );

	it( 'fetches once for several blocks', async () => {
		mockedApiFetch.mockResolvedValue( FRENCH_WEEK );
		renderEdit();
		renderEdit( { isSelected: false } );
		expect(
			await screen.findAllByRole( 'group', { name: 'Lundi' } )
		).toHaveLength( 1 );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows an open day with its toggle, labelled times and Add hours, but no Remove for one interval', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		renderEdit();
		const monday = within(
			await screen.findByRole( 'group', { name: 'Monday' } )
		);
		expect(
			isChecked( monday.getByRole( 'checkbox', { name: 'Open' } ) )
		).toBe( true );
		expect( valueOf( monday.getByLabelText( 'Opening, Monday' ) ) ).toBe(
			'09:00'
		);
		expect( valueOf( monday.getByLabelText( 'Closing, Monday' ) ) ).toBe(
			'17:00'
		);
		expect(
			monday.getByRole( 'button', { name: 'Add hours, Monday' } )
		).toBeTruthy();
		expect(
			monday.queryByRole( 'button', { name: /Remove hours/ } )
		).toBeNull();

		const sunday = within( dayGroup( 'Sunday' ) );
		expect(
			isChecked( sunday.getByRole( 'checkbox', { name: 'Closed' } ) )
		).toBe( false );
		expect( sunday.queryByLabelText( /Opening/ ) ).toBeNull();
	} );

	it( 'empties the hours when a day is closed', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		const user = userEvent.setup();
		const { attributes, setAttributesSpy } = renderEdit();
		const monday = within(
			await screen.findByRole( 'group', { name: 'Monday' } )
		);

		await user.click( monday.getByRole( 'checkbox', { name: 'Open' } ) );

		expect( setAttributesSpy ).toHaveBeenCalledTimes( 1 );
		expect(
			attributes().days.find( ( day ) => day.name === 'Mon' )?.hours
		).toEqual( [] );
		expect(
			isChecked( monday.getByRole( 'checkbox', { name: 'Closed' } ) )
		).toBe( false );
		expect( monday.queryByLabelText( /Opening/ ) ).toBeNull();
		// Other days are untouched.
		expect(
			attributes().days.find( ( day ) => day.name === 'Tue' )?.hours
		).toEqual( [ { opening: '09:00', closing: '17:00' } ] );
	} );

	it( 'sets 09:00–17:00 when a day is opened', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		const user = userEvent.setup();
		const { attributes } = renderEdit();
		const saturday = within(
			await screen.findByRole( 'group', { name: 'Saturday' } )
		);

		await user.click(
			saturday.getByRole( 'checkbox', { name: 'Closed' } )
		);

		expect(
			attributes().days.find( ( day ) => day.name === 'Sat' )?.hours
		).toEqual( [ { opening: '09:00', closing: '17:00' } ] );
		expect(
			valueOf( saturday.getByLabelText( 'Opening, Saturday' ) )
		).toBe( '09:00' );
	} );

	it( 'adds intervals, and offers Remove only while there is more than one', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		const user = userEvent.setup();
		const { attributes } = renderEdit();
		const monday = within(
			await screen.findByRole( 'group', { name: 'Monday' } )
		);

		await user.click(
			monday.getByRole( 'button', { name: 'Add hours, Monday' } )
		);
		expect(
			attributes().days.find( ( day ) => day.name === 'Mon' )?.hours
		).toEqual( [
			{ opening: '09:00', closing: '17:00' },
			{ opening: '18:00', closing: '19:00' },
		] );
		expect(
			valueOf( monday.getByLabelText( 'Opening, Monday, interval 2' ) )
		).toBe( '18:00' );
		expect(
			monday.getAllByRole( 'button', { name: /^Remove hours/ } )
		).toHaveLength( 2 );

		await user.click(
			monday.getByRole( 'button', {
				name: 'Remove hours, Monday, interval 1',
			} )
		);
		expect(
			attributes().days.find( ( day ) => day.name === 'Mon' )?.hours
		).toEqual( [ { opening: '18:00', closing: '19:00' } ] );
		expect(
			monday.queryByRole( 'button', { name: /^Remove hours/ } )
		).toBeNull();
		// Focus stays in the day after its button disappears.
		expect(
			hasFocus(
				monday.getByRole( 'button', { name: 'Add hours, Monday' } )
			)
		).toBe( true );
	} );

	it( 'saves an edited time', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		const { attributes } = renderEdit();
		const opening = within(
			await screen.findByRole( 'group', { name: 'Friday' } )
		).getByLabelText( 'Opening, Friday' );

		// A time input's value is set whole, as a browser's time picker does.
		fireEvent.change( opening, { target: { value: '10:30' } } );

		expect(
			attributes().days.find( ( day ) => day.name === 'Fri' )?.hours
		).toEqual( [ { opening: '10:30', closing: '17:00' } ] );
	} );

	it( 'is reachable by keyboard', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		const user = userEvent.setup();
		renderEdit();
		await screen.findByRole( 'group', { name: 'Sunday' } );

		await user.tab();
		expect(
			hasFocus( within( dayGroup( 'Sunday' ) ).getByRole( 'checkbox' ) )
		).toBe( true );
		await user.tab();
		expect(
			hasFocus( within( dayGroup( 'Monday' ) ).getByRole( 'checkbox' ) )
		).toBe( true );
		await user.tab();
		expect( hasFocus( screen.getByLabelText( 'Opening, Monday' ) ) ).toBe(
			true
		);
		await user.tab();
		expect( hasFocus( screen.getByLabelText( 'Closing, Monday' ) ) ).toBe(
			true
		);
		await user.tab();
		expect(
			hasFocus(
				screen.getByRole( 'button', { name: 'Add hours, Monday' } )
			)
		).toBe( true );
	} );

	it( 'shows a read-only list like the front end when not selected', async () => {
		mockedApiFetch.mockResolvedValue( FRENCH_WEEK );
		const { container, select } = renderEdit( { isSelected: false } );
		await screen.findByText( 'Lundi' );

		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect( container.querySelector( 'input, button' ) ).toBeNull();
		const list = container.querySelector( 'dl.jetpack-business-hours' );
		expect( list?.innerHTML ).toBe(
			[ 'Mon', 'Tue', 'Wed', 'Thu', 'Fri' ]
				.map(
					( key ) =>
						`<div class="jetpack-business-hours__item"><dt class="${ key }">${
							FRENCH_WEEK.days[
								key as keyof typeof FRENCH_WEEK.days
							]
						}</dt><dd class="${ key }">9h00 - 17h00</dd></div>`
				)
				.join( '' ) +
				'<div class="jetpack-business-hours__item"><dt class="Sat">Samedi</dt><dd class="Sat">Closed</dd></div>' +
				'<div class="jetpack-business-hours__item"><dt class="Sun">Dimanche</dt><dd class="Sun">Closed</dd></div>'
		);

		select( true );
		expect( screen.getByRole( 'group', { name: 'Lundi' } ) ).toBeTruthy();
		expect( container.querySelector( 'dl' ) ).toBeNull();
	} );

	it( 'hides an interval whose time does not parse in the preview', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'offline' ) );
		const days = defaultDays().map( ( day ) => {
			if ( day.name === 'Mon' ) {
				return {
					...day,
					hours: [
						{ opening: '25:99', closing: '17:00' },
						{ opening: '18:00', closing: '20:00' },
					],
				};
			}
			if ( day.name === 'Tue' ) {
				return {
					...day,
					hours: [ { opening: '25:99', closing: '17:00' } ],
				};
			}
			return day;
		} );
		const { container } = renderEdit( { days, isSelected: false } );
		await screen.findByText( 'Monday' );

		expect( container.querySelector( 'dd.Mon' )?.textContent ).toBe(
			'6:00 pm - 8:00 pm'
		);
		expect( container.querySelector( 'dd.Tue' )?.textContent ).toBe(
			'Closed'
		);
		expect( container.querySelector( 'dd.Wed' )?.textContent ).toBe(
			'9:00 am - 5:00 pm'
		);
	} );

	it( 'shows a spinner until the week is known', async () => {
		let resolveWeek: ( value: unknown ) => void = () => {};
		mockedApiFetch.mockReturnValue(
			new Promise( ( resolve ) => ( resolveWeek = resolve ) )
		);
		const { container } = renderEdit();
		expect( container.firstElementChild?.getAttribute( 'aria-busy' ) ).toBe(
			'true'
		);
		expect( screen.queryByRole( 'group' ) ).toBeNull();
		await act( async () => resolveWeek( FRENCH_WEEK ) );
		expect( screen.getByRole( 'group', { name: 'Lundi' } ) ).toBeTruthy();
	} );
} );
