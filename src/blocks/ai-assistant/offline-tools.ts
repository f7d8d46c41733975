/**
 * Which toolbar tools the block offers, given what answers on this site (issue 19, contract §4).
 *
 * With a language model every tool is offered. Without one, only what a real offline tool does:
 * "Correct spelling and grammar" when the site has a spelling dictionary (the label stays; the
 * answer's note says what did it), "Translate" to the languages whose pair from the SITE language is
 * installed, and "Summarize" as "Key sentences" (an extractive summary). Everything else is disabled
 * with the reason.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	aiNotConfiguredMessage,
	primaryLanguage,
	type AiOfflineTools,
} from '../../shared/ai-client';
import {
	kindLabel,
	languageLabel,
	type Language,
	type SuggestionKind,
} from './prompts';

export interface ToolSite {
	/** A language model answers prompts here. */
	modelConfigured: boolean;
	tools: AiOfflineTools;
	/** The site's locale (e.g. 'en_US'), not the user's. */
	siteLanguage?: string;
}

export interface ToolOffer {
	enabled: boolean;
	/** What the menu item reads. */
	label: string;
	/** Why it is disabled (shown with the item). */
	reason?: string;
}

/** A translation the site can do offline: `<site language>-<target>` is an installed pair. */
export function hasOfflinePair( site: ToolSite, language: Language ): boolean {
	const from = primaryLanguage( site.siteLanguage );
	return (
		!! from && site.tools.translation.includes( `${ from }-${ language }` )
	);
}

/**
 * The offer of one toolbar tool.
 *
 * @param kind     The tool.
 * @param site     What answers here.
 * @param language For Translate: the target language.
 */
export function toolOffer(
	kind: Exclude< SuggestionKind, 'userPrompt' >,
	site: ToolSite,
	language?: Language
): ToolOffer {
	const label =
		kind === 'changeLanguage' && language
			? languageLabel( language )
			: kindLabel( kind );
	if ( site.modelConfigured ) {
		return { enabled: true, label };
	}
	switch ( kind ) {
		case 'correctSpelling':
			if ( site.tools.spelling ) {
				return { enabled: true, label };
			}
			break;
		case 'summarize':
			if ( site.tools.keySentences ) {
				return {
					enabled: true,
					label: __( 'Key sentences', 'jetpack-blocks' ),
				};
			}
			break;
		case 'changeLanguage':
			if ( language && hasOfflinePair( site, language ) ) {
				return { enabled: true, label };
			}
			if ( language ) {
				return {
					enabled: false,
					label,
					reason: sprintf(
						/* translators: %s: a language name, e.g. French. */
						__(
							'Translating to %s needs an AI model.',
							'jetpack-blocks'
						),
						languageLabel( language )
					),
				};
			}
			break;
	}
	return { enabled: false, label, reason: aiNotConfiguredMessage() };
}
