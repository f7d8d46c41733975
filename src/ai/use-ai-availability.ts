/**
 * The availability of AI where a component is, read from the stores: the AI client's configuration
 * (hosted or not), the connection store (is the user connected), the editor's preferences (is the
 * block type hidden), the usage store (the feature's errorCode) and, when given, the modules store.
 *
 * It lives above src/shared and src/stores because it reads three stores, and shared modules do not
 * depend on stores. The rule it applies is the shared one (shared/ai-availability), pure and
 * usable anywhere.
 */
import { useSelect } from '@wordpress/data';
import { getAiClientConfig } from '../shared/ai-client/config';
import {
	connectionFlowUrl,
	getAiAvailability,
	printedAdminUrl,
	type AiAvailability,
} from '../shared/ai-availability/availability';
import { store as aiUsageStore } from '../stores/ai-usage';
import { store as connectionStore } from '../stores/connection';
import { store as modulesStore } from '../stores/modules';

export interface UseAiAvailabilityOptions {
	/** The block the AI belongs to (e.g. 'jetpack/ai-assistant'): hidden block types hide AI. */
	blockName?: string;
	/** The module the surface needs active (e.g. 'contact-form'). */
	module?: string;
}

export interface UseAiAvailabilityResult extends AiAvailability {
	/** Where the Reconnect banner's button leads: the dashboard's connection flow. */
	connectionUrl: string;
	/**
	 * The module's state or the user's connection is still being fetched (nothing is offered or
	 * requested meanwhile, and no Reconnect banner flashes).
	 */
	isChecking: boolean;
	/**
	 * When the usage feature reports an error code: the server's message about it, so a surface can
	 * say why AI is off instead of silently disabling its prompt (undefined: no message was sent).
	 */
	featureErrorMessage?: string;
}

interface PreferencesSelectors {
	get: ( scope: string, name: string ) => unknown;
}

function hasPrintedConnection(): boolean {
	const printed = (
		window as Window & {
			JetpackBlocksInitialState?: { connectionStatus?: unknown };
		}
	 ).JetpackBlocksInitialState?.connectionStatus;
	return typeof printed === 'object' && printed !== null;
}

export function useAiAvailability( {
	blockName,
	module,
}: UseAiAvailabilityOptions = {} ): UseAiAvailabilityResult {
	const {
		isUserConnected,
		connectionKnown,
		featureErrorCode,
		featureErrorMessage,
		isBlockTypeHidden,
		moduleState,
	} = useSelect(
		( select ) => {
			// The editor's preferences store, when the page has one (not on admin pages).
			const preferences = select( 'core/preferences' ) as unknown as
				PreferencesSelectors | undefined;
			const hiddenBlockTypes = preferences?.get?.(
				'core',
				'hiddenBlockTypes'
			);
			const modules = select( modulesStore );
			let state: 'none' | 'checking' | 'active' | 'inactive' = 'none';
			if ( module ) {
				const active = modules.isModuleActive( module );
				const known = (
					select( modulesStore ) as unknown as {
						hasFinishedResolution: (
							name: string,
							args: unknown[]
						) => boolean;
					}
				 ).hasFinishedResolution( 'isModuleActive', [ module ] );
				if ( active ) {
					state = 'active';
				} else {
					state = known ? 'inactive' : 'checking';
				}
			}
			// Printed on editor and dashboard pages; fetched (once) elsewhere.
			const connection = select( connectionStore );
			const status = connection.getConnectionStatus();
			const isConnectionKnown =
				hasPrintedConnection() ||
				(
					connection as unknown as {
						hasFinishedResolution: (
							name: string,
							args: unknown[]
						) => boolean;
					}
				 ).hasFinishedResolution( 'getConnectionStatus', [] );
			const feature = select( aiUsageStore ).getAiAssistantFeature();
			return {
				isUserConnected: status.isUserConnected,
				connectionKnown: isConnectionKnown,
				featureErrorCode: feature.errorCode,
				featureErrorMessage: feature.errorMessage,
				isBlockTypeHidden:
					!! blockName &&
					Array.isArray( hiddenBlockTypes ) &&
					hiddenBlockTypes.includes( blockName ),
				moduleState: state,
			};
		},
		[ blockName, module ]
	);

	const config = getAiClientConfig();
	const isChecking =
		moduleState === 'checking' ||
		( config.requiresConnection && ! config.isHosted && ! connectionKnown );
	const availability = getAiAvailability( {
		isHosted: config.isHosted,
		requiresConnection: config.requiresConnection,
		isUserConnected,
		isBlockTypeHidden,
		featureErrorCode,
		...( moduleState === 'none'
			? {}
			: { isModuleActive: moduleState === 'active' } ),
	} );
	return {
		...availability,
		...( isChecking
			? { isOffered: false, canRequest: false, needsConnection: false }
			: {} ),
		isChecking,
		connectionUrl: connectionFlowUrl( printedAdminUrl() ),
		...( availability.reason === 'feature-error' && featureErrorMessage
			? { featureErrorMessage }
			: {} ),
	};
}
