/**
 * Playground controls (spec 000 §2): Gutenberg syntax, GPT-4 and a custom system prompt, for trying
 * the assistant's options. Shown only when the playground flag is on: `playground: true` in the AI
 * configuration the server prints (`window.JetpackBlocksAi`, see shared/ai-client/config.ts).
 */
import {
	PanelBody,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { AiAssistantAttributes } from './types';

export function isPlaygroundEnabled(): boolean {
	return (
		typeof window !== 'undefined' &&
		( window.JetpackBlocksAi as { playground?: unknown } | undefined )
			?.playground === true
	);
}

export function PlaygroundControls( {
	attributes,
	setAttributes,
}: {
	attributes: AiAssistantAttributes;
	setAttributes: ( next: Partial< AiAssistantAttributes > ) => void;
} ) {
	return (
		<PanelBody title={ __( 'Playground', 'jetpack-blocks' ) }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Use Gutenberg syntax', 'jetpack-blocks' ) }
				help={ __(
					'The answer is written as block markup instead of markdown.',
					'jetpack-blocks'
				) }
				checked={ attributes.useGutenbergSyntax }
				onChange={ ( useGutenbergSyntax: boolean ) =>
					setAttributes( { useGutenbergSyntax } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Use GPT-4', 'jetpack-blocks' ) }
				checked={ attributes.useGpt4 }
				onChange={ ( useGpt4: boolean ) =>
					setAttributes( { useGpt4 } )
				}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Custom system prompt', 'jetpack-blocks' ) }
				help={ __(
					'Replaces the assistant’s own instructions to the model.',
					'jetpack-blocks'
				) }
				value={ attributes.customSystemPrompt }
				onChange={ ( customSystemPrompt: string ) =>
					setAttributes( { customSystemPrompt } )
				}
			/>
		</PanelBody>
	);
}
