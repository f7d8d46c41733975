/**
 * The photo library's filters in its recent view (spec 002 §2, §4, §5): Category, Date, Favorites
 * and Media Type, each with "Remove Filter", and "Add Filter" for the ones not in use.
 */
import {
	Button,
	DropdownMenu,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	MIN_YEAR,
	PHOTO_CATEGORIES,
	WHOLE_YEAR,
} from '../../../stores/external-media/constants';
import {
	addFilter,
	availableFilters,
	isValidCustomDate,
	removeFilter,
	setFilter,
} from '../../../stores/external-media/filters';
import type {
	DateFilter,
	DateRangeShortcut,
	FilterKind,
	MediaTypeFilter,
	PhotoFilters,
} from '../../../stores/external-media/types';

function filterName( kind: FilterKind ): string {
	switch ( kind ) {
		case 'category':
			return __( 'Category', 'jetpack-blocks' );
		case 'date':
			return __( 'Date', 'jetpack-blocks' );
		case 'favorite':
			return __( 'Favorites', 'jetpack-blocks' );
		default:
			return __( 'Media Type', 'jetpack-blocks' );
	}
}

function categoryLabel( category: string ): string {
	const labels: Record< string, string > = {
		animals: __( 'Animals', 'jetpack-blocks' ),
		arts: __( 'Arts', 'jetpack-blocks' ),
		birthdays: __( 'Birthdays', 'jetpack-blocks' ),
		cityscapes: __( 'Cityscapes', 'jetpack-blocks' ),
		crafts: __( 'Crafts', 'jetpack-blocks' ),
		fashion: __( 'Fashion', 'jetpack-blocks' ),
		food: __( 'Food', 'jetpack-blocks' ),
		flowers: __( 'Flowers', 'jetpack-blocks' ),
		gardens: __( 'Gardens', 'jetpack-blocks' ),
		holidays: __( 'Holidays', 'jetpack-blocks' ),
		houses: __( 'Houses', 'jetpack-blocks' ),
		landmarks: __( 'Landmarks', 'jetpack-blocks' ),
		landscapes: __( 'Landscapes', 'jetpack-blocks' ),
		night: __( 'Night', 'jetpack-blocks' ),
		people: __( 'People', 'jetpack-blocks' ),
		pets: __( 'Pets', 'jetpack-blocks' ),
		selfies: __( 'Selfies', 'jetpack-blocks' ),
		sport: __( 'Sport', 'jetpack-blocks' ),
		travel: __( 'Travel', 'jetpack-blocks' ),
		weddings: __( 'Weddings', 'jetpack-blocks' ),
	};
	return labels[ category ] ?? category;
}

function monthNames(): string[] {
	const format = new Intl.DateTimeFormat(
		document.documentElement.lang || undefined,
		{ month: 'long' }
	);
	return Array.from( { length: 12 }, ( _, month ) =>
		format.format( new Date( 2000, month, 1 ) )
	);
}

function CustomDate( {
	date,
	onApply,
}: {
	date: DateFilter;
	onApply: ( date: DateFilter ) => void;
} ) {
	const [ month, setMonth ] = useState( date.month );
	const [ year, setYear ] = useState( String( date.year ) );
	useEffect( () => {
		setMonth( date.month );
		setYear( String( date.year ) );
	}, [ date.month, date.year ] );
	const yearNumber = Number( year );
	const unchanged = month === date.month && yearNumber === date.year;
	const valid = isValidCustomDate( month, yearNumber );
	return (
		<div className="jetpack-external-media__custom-date">
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Month', 'jetpack-blocks' ) }
				value={ String( month ) }
				options={ [
					{
						value: String( WHOLE_YEAR ),
						label: __( 'Any month', 'jetpack-blocks' ),
					},
					...monthNames().map( ( name, index ) => ( {
						value: String( index ),
						label: name,
					} ) ),
				] }
				onChange={ ( value ) => setMonth( Number( value ) ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				type="number"
				min={ MIN_YEAR }
				label={ __( 'Year', 'jetpack-blocks' ) }
				value={ year }
				onChange={ setYear }
			/>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				disabled={ unchanged || ! valid }
				accessibleWhenDisabled
				onClick={ () =>
					onApply( { range: 'custom', month, year: yearNumber } )
				}
			>
				{ __( 'Apply', 'jetpack-blocks' ) }
			</Button>
		</div>
	);
}

function FilterControl( {
	kind,
	filters,
	imagesOnly,
	onChange,
}: {
	kind: FilterKind;
	filters: PhotoFilters;
	imagesOnly: boolean;
	onChange: ( filters: PhotoFilters ) => void;
} ) {
	const set = < K extends FilterKind >( key: K, value: PhotoFilters[ K ] ) =>
		onChange( setFilter( filters, key, value, imagesOnly ) );
	if ( kind === 'category' ) {
		return (
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ filterName( 'category' ) }
				value={ filters.category }
				options={ PHOTO_CATEGORIES.map( ( category ) => ( {
					value: category as string,
					label: categoryLabel( category ),
				} ) ) }
				onChange={ ( value ) => set( 'category', value ) }
			/>
		);
	}
	if ( kind === 'date' && filters.date ) {
		const date = filters.date;
		return (
			<div>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Filter by time period', 'jetpack-blocks' ) }
					value={ date.range }
					options={ [
						{
							value: 'last_7_days',
							label: __( 'Last 7 days', 'jetpack-blocks' ),
						},
						{
							value: 'last_30_days',
							label: __( 'Last 30 days', 'jetpack-blocks' ),
						},
						{
							value: 'last_6_months',
							label: __( 'Last 6 months', 'jetpack-blocks' ),
						},
						{
							value: 'last_year',
							label: __( 'Last year', 'jetpack-blocks' ),
						},
						{
							value: 'custom',
							label: __( 'Custom date range', 'jetpack-blocks' ),
						},
					] }
					onChange={ ( value ) => {
						const now = new Date();
						set( 'date', {
							range: value as DateRangeShortcut,
							month:
								value === 'custom'
									? now.getMonth()
									: WHOLE_YEAR,
							year: now.getFullYear(),
						} );
					} }
				/>
				{ date.range === 'custom' && (
					<CustomDate
						date={ date }
						onApply={ ( applied ) => set( 'date', applied ) }
					/>
				) }
			</div>
		);
	}
	if ( kind === 'favorite' ) {
		return <span>{ filterName( 'favorite' ) }</span>;
	}
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ filterName( 'mediaType' ) }
			value={ filters.mediaType ?? 'all' }
			disabled={ imagesOnly }
			options={ [
				{ value: 'all', label: __( 'All', 'jetpack-blocks' ) },
				{ value: 'photo', label: __( 'Images', 'jetpack-blocks' ) },
				{ value: 'video', label: __( 'Videos', 'jetpack-blocks' ) },
			] }
			onChange={ ( value ) =>
				set( 'mediaType', value as MediaTypeFilter )
			}
		/>
	);
}

export default function FiltersPanel( {
	filters,
	imagesOnly,
	disabled,
	onChange,
}: {
	filters: PhotoFilters;
	imagesOnly: boolean;
	disabled: boolean;
	onChange: ( filters: PhotoFilters ) => void;
} ) {
	const active = (
		[ 'category', 'date', 'favorite', 'mediaType' ] as const
	 ).filter( ( kind ) => filters[ kind ] !== undefined );
	const available = availableFilters( filters );
	return (
		<fieldset
			className="jetpack-external-media__filters"
			disabled={ disabled }
		>
			<legend>{ __( 'Filters', 'jetpack-blocks' ) }</legend>
			{ active.map( ( kind ) => (
				<div className="jetpack-external-media__filter" key={ kind }>
					<FilterControl
						kind={ kind }
						filters={ filters }
						imagesOnly={ imagesOnly }
						onChange={ onChange }
					/>
					{ ! ( kind === 'mediaType' && imagesOnly ) && (
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () =>
								onChange(
									removeFilter( filters, kind, imagesOnly )
								)
							}
							label={ `${ __(
								'Remove Filter',
								'jetpack-blocks'
							) }: ${ filterName( kind ) }` }
						>
							{ __( 'Remove Filter', 'jetpack-blocks' ) }
						</Button>
					) }
				</div>
			) ) }
			{ available.length > 0 && (
				<DropdownMenu
					icon={ null }
					label={ __( 'Add Filter', 'jetpack-blocks' ) }
					toggleProps={ {
						variant: 'secondary',
						children: __( 'Add Filter', 'jetpack-blocks' ),
					} }
					controls={ available.map( ( kind ) => ( {
						title: filterName( kind ),
						onClick: () =>
							onChange( addFilter( filters, kind, imagesOnly ) ),
					} ) ) }
				/>
			) }
		</fieldset>
	);
}
