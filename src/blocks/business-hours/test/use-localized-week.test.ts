import apiFetch from '@wordpress/api-fetch';
import {
	defaultLocalizedWeek,
	fetchLocalizedWeek,
	LOCALIZED_WEEK_PATH,
	resetLocalizedWeekCache,
	toLocalizedWeek,
} from '../use-localized-week';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

beforeEach( () => {
	resetLocalizedWeekCache();
	mockedApiFetch.mockReset();
} );

describe( 'toLocalizedWeek', () => {
	it( 'takes a full response as is', () => {
		const days = {
			Sun: 'dimanche',
			Mon: 'lundi',
			Tue: 'mardi',
			Wed: 'mercredi',
			Thu: 'jeudi',
			Fri: 'vendredi',
			Sat: 'samedi',
		};
		expect(
			toLocalizedWeek( { days, startOfWeek: 1, timeFormat: 'H:i' } )
		).toEqual( {
			days,
			startOfWeek: 1,
			timeFormat: 'H:i',
		} );
	} );

	it( 'fills what is missing or odd from the English defaults', () => {
		const week = toLocalizedWeek( {
			days: { Mon: 'Montag', Tue: '', Wed: 3 },
			startOfWeek: 9,
		} );
		expect( week.days.Mon ).toBe( 'Montag' );
		expect( week.days.Tue ).toBe( 'Tuesday' );
		expect( week.days.Wed ).toBe( 'Wednesday' );
		expect( week.startOfWeek ).toBe( 0 );
		expect( week.timeFormat ).toBe( 'g:i a' );
	} );

	it( 'accepts a numeric string for startOfWeek', () => {
		expect( toLocalizedWeek( { startOfWeek: '1' } ).startOfWeek ).toBe( 1 );
	} );

	it( 'uses the defaults for a response that is not an object', () => {
		expect( toLocalizedWeek( null ) ).toEqual( defaultLocalizedWeek() );
		expect( toLocalizedWeek( 'oops' ) ).toEqual( defaultLocalizedWeek() );
	} );
} );

describe( 'fetchLocalizedWeek', () => {
	it( 'requests the route once however many blocks ask', async () => {
		mockedApiFetch.mockResolvedValue( {
			days: { Mon: 'Lundi' },
			startOfWeek: 1,
		} );
		const [ first, second ] = await Promise.all( [
			fetchLocalizedWeek(),
			fetchLocalizedWeek(),
		] );
		await fetchLocalizedWeek();
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: LOCALIZED_WEEK_PATH,
		} );
		expect( first ).toBe( second );
		expect( first.days.Mon ).toBe( 'Lundi' );
	} );

	it( 'falls back to English, Sunday first, when the request fails', async () => {
		mockedApiFetch.mockRejectedValue( new Error( 'rest_forbidden' ) );
		await expect( fetchLocalizedWeek() ).resolves.toEqual( {
			days: {
				Sun: 'Sunday',
				Mon: 'Monday',
				Tue: 'Tuesday',
				Wed: 'Wednesday',
				Thu: 'Thursday',
				Fri: 'Friday',
				Sat: 'Saturday',
			},
			startOfWeek: 0,
			timeFormat: 'g:i a',
		} );
	} );
} );
