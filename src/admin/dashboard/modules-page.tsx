/**
 * #/modules, the switchboard: every module with its description and an on/off toggle, filtered by
 * a search field. A toggle changes at once (the store updates optimistically); when the server
 * refuses, the store restores the module and the page shows why. A module that cannot work on
 * this site (it needs WordPress.com, is not included, or needs the connection) shows the server's
 * reason and a disabled switch.
 */
import {
	Notice,
	SearchControl,
	Spinner,
	ToggleControl,
	VisuallyHidden,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ModuleData, ModulesResponse } from '../../shared/api/types';
import { store as modulesStore } from '../../stores/modules';
import { errorMessage } from './error-message';
import { useNotices } from './notices';

interface ModuleRow {
	/** The module's key (slug), as the API and the store name it. */
	slug: string;
	module: ModuleData;
}

/**
 * The rows matching a search, by name and description, case-insensitively, sorted by name.
 * @param modules
 * @param search
 */
export function filterModules(
	modules: ModulesResponse | null | undefined,
	search: string
): ModuleRow[] {
	const needle = search.trim().toLocaleLowerCase();
	return Object.entries( modules ?? {} )
		.map( ( [ slug, module ] ) => ( { slug, module } ) )
		.filter(
			( { module } ) =>
				! needle ||
				( module.name ?? '' ).toLocaleLowerCase().includes( needle ) ||
				( module.description ?? '' )
					.toLocaleLowerCase()
					.includes( needle )
		)
		.sort( ( a, b ) =>
			( a.module.name || a.slug ).localeCompare( b.module.name || b.slug )
		);
}

function ModuleToggle( {
	slug,
	module,
	onToggle,
}: ModuleRow & {
	onToggle: ( row: ModuleRow, active: boolean ) => void;
} ) {
	const isUpdating = useSelect(
		( select ) => select( modulesStore ).isModuleUpdating( slug ),
		[ slug ]
	);
	// An unavailable module cannot be switched on; one still reported on (an older server) can
	// be switched off.
	const unavailable = module.available === false && ! module.activated;
	const reason =
		module.unavailable_reason ||
		__( 'Not available on this site.', 'jetpack-blocks' );
	const description = unavailable ? (
		<>
			{ module.description }{ ' ' }
			<strong className="jetpack-blocks-dashboard-modules__reason">
				{ reason }
			</strong>
		</>
	) : (
		module.description
	);

	return (
		<li
			className={
				'jetpack-blocks-dashboard-modules__item' +
				( unavailable
					? ' jetpack-blocks-dashboard-modules__item--unavailable'
					: '' )
			}
			aria-busy={ isUpdating || undefined }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ module.name || slug }
				help={ description }
				checked={ Boolean( module.activated ) }
				disabled={ isUpdating || unavailable }
				onChange={ ( active ) => onToggle( { slug, module }, active ) }
			/>
			{ isUpdating && (
				<Spinner className="jetpack-blocks-dashboard-modules__spinner" />
			) }
		</li>
	);
}

export function ModulesPage() {
	const { modules, isLoading, loadError } = useSelect( ( select ) => {
		const store = select( modulesStore );
		const all = store.getModules();
		const resolved = store.hasFinishedResolution( 'getModules', [] );
		return {
			modules: all,
			isLoading:
				store.isLoading() ||
				( ! resolved && Object.keys( all ?? {} ).length === 0 ),
			loadError: store.hasResolutionFailed( 'getModules', [] )
				? store.getResolutionError( 'getModules', [] )
				: null,
		};
	}, [] );
	const { updateModuleStatus } = useDispatch( modulesStore );
	const { createErrorNotice, removeNotice } = useNotices();
	const [ search, setSearch ] = useState( '' );
	const [ announcement, setAnnouncement ] = useState( '' );

	const rows = useMemo(
		() => filterModules( modules, search ),
		[ modules, search ]
	);

	const onToggle = async ( { slug, module }: ModuleRow, active: boolean ) => {
		const name = module.name || slug;
		const noticeId = `module-${ slug }`;
		removeNotice( noticeId );
		try {
			await updateModuleStatus( slug, active );
			setAnnouncement(
				active
					? sprintf(
							/* translators: %s: module name */
							__( '%s activated.', 'jetpack-blocks' ),
							name
						)
					: sprintf(
							/* translators: %s: module name */
							__( '%s deactivated.', 'jetpack-blocks' ),
							name
						)
			);
		} catch ( error ) {
			createErrorNotice(
				active
					? sprintf(
							/* translators: 1: module name, 2: error message */
							__(
								'Could not activate %1$s: %2$s',
								'jetpack-blocks'
							),
							name,
							errorMessage( error )
						)
					: sprintf(
							/* translators: 1: module name, 2: error message */
							__(
								'Could not deactivate %1$s: %2$s',
								'jetpack-blocks'
							),
							name,
							errorMessage( error )
						),
				{ id: noticeId }
			);
		}
	};

	let content;
	if ( isLoading ) {
		content = (
			<p className="jetpack-blocks-dashboard__loading">
				<Spinner />
				{ __( 'Loading modules…', 'jetpack-blocks' ) }
			</p>
		);
	} else if ( loadError ) {
		content = (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: error message */
					__( 'Could not load the modules: %s', 'jetpack-blocks' ),
					errorMessage( loadError )
				) }
			</Notice>
		);
	} else if ( rows.length === 0 ) {
		content = (
			<p className="jetpack-blocks-dashboard-modules__empty">
				{ search.trim()
					? sprintf(
							/* translators: %s: the search text */
							__( 'No modules match “%s”.', 'jetpack-blocks' ),
							search.trim()
						)
					: __( 'No modules are available.', 'jetpack-blocks' ) }
			</p>
		);
	} else {
		content = (
			<ul className="jetpack-blocks-dashboard-modules__list">
				{ rows.map( ( row ) => (
					<ModuleToggle
						key={ row.slug }
						{ ...row }
						onToggle={ onToggle }
					/>
				) ) }
			</ul>
		);
	}

	return (
		<section
			className="jetpack-blocks-dashboard-modules"
			aria-labelledby="jetpack-blocks-dashboard-modules-title"
		>
			<h2 id="jetpack-blocks-dashboard-modules-title">
				{ __( 'Modules', 'jetpack-blocks' ) }
			</h2>
			<p>
				{ __(
					'Turn the features of this plugin on or off.',
					'jetpack-blocks'
				) }
			</p>
			<SearchControl
				__nextHasNoMarginBottom
				className="jetpack-blocks-dashboard-modules__search"
				label={ __( 'Search modules', 'jetpack-blocks' ) }
				placeholder={ __( 'Search modules', 'jetpack-blocks' ) }
				value={ search }
				onChange={ setSearch }
			/>
			{ content }
			<VisuallyHidden as="div" aria-live="polite" role="status">
				{ announcement }
			</VisuallyHidden>
		</section>
	);
}
