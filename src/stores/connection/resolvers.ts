/**
 * What the page did not print is fetched the first time it is selected; printed state is used as
 * it is (no request). `isFulfilled` tells @wordpress/data when there is nothing to fetch.
 */
import { fetchConnectedPlugins, refreshConnectionStatus } from './actions';
import type { ConnectionState, ConnectionThunk } from './types';

export const getConnectionStatus = Object.assign(
	(): ConnectionThunk =>
		async ( { dispatch } ) => {
			await dispatch( refreshConnectionStatus() );
		},
	{
		isFulfilled: ( state: ConnectionState ): boolean =>
			state.loaded.connectionStatus,
	}
);

export const getUserConnectionData = Object.assign(
	(): ConnectionThunk =>
		async ( { dispatch } ) => {
			await dispatch( refreshConnectionStatus() );
		},
	{
		isFulfilled: ( state: ConnectionState ): boolean =>
			state.loaded.userConnectionData,
	}
);

export const getConnectedPlugins = Object.assign(
	(): ConnectionThunk =>
		async ( { dispatch } ) => {
			await dispatch( fetchConnectedPlugins() );
		},
	{
		isFulfilled: ( state: ConnectionState ): boolean =>
			state.loaded.connectedPlugins,
	}
);
