/**
 * The placeholder an embed block shows when what was pasted cannot be embedded: the message, the
 * address kept in view, and the two ways on — try again, or keep the address as a plain link.
 */
import { Button, Placeholder } from '@wordpress/components';
import type { ComponentProps } from 'react';
import { __ } from '@wordpress/i18n';
import { convertToLink } from './convert-to-link';

export const EMBED_FAILED_MESSAGE = (): string =>
	__( 'Sorry, this content could not be embedded.', 'jetpack-blocks' );

export interface EmbedErrorProps {
	/** The block being replaced by "Convert block to link". */
	clientId: string;
	/** What the editor pasted; shown, and the link's address. */
	url: string;
	/** The block's title and icon, as on its first placeholder. */
	label: string;
	icon?: ComponentProps< typeof Placeholder >[ 'icon' ];
	/** Defaults to "Sorry, this content could not be embedded.". */
	message?: string;
	/** Back to the URL form (label "Try again"). */
	onRetry?: () => void;
}

export function EmbedError( {
	clientId,
	url,
	label,
	icon,
	message,
	onRetry,
}: EmbedErrorProps ) {
	return (
		<Placeholder
			icon={ icon }
			label={ label }
			className="jetpack-embed-error"
			instructions={ message ?? EMBED_FAILED_MESSAGE() }
		>
			{ url && <p className="jetpack-embed-error__url">{ url }</p> }
			<div className="jetpack-embed-error__actions">
				{ onRetry && (
					<Button variant="primary" onClick={ onRetry }>
						{ __( 'Try again', 'jetpack-blocks' ) }
					</Button>
				) }
				{ url && (
					<Button
						variant="secondary"
						onClick={ () => convertToLink( clientId, url ) }
					>
						{ __( 'Convert block to link', 'jetpack-blocks' ) }
					</Button>
				) }
			</div>
		</Placeholder>
	);
}
