/**
 * Which toolbar tools a site without a model offers (contract §4): only what a real offline tool does.
 */
import type { AiOfflineTools } from '../../../shared/ai-client';
import { hasOfflinePair, toolOffer, type ToolSite } from '../offline-tools';
import { languagesSiteFirst } from '../prompts';

const TOOLS: AiOfflineTools = {
	spelling: true,
	spellingLanguage: 'en_US',
	translation: [ 'en-es', 'es-en' ],
	keySentences: true,
	transcription: true,
};

const noModel = ( overrides: Partial< ToolSite > = {} ): ToolSite => ( {
	modelConfigured: false,
	tools: TOOLS,
	siteLanguage: 'en_US',
	...overrides,
} );

describe( 'toolOffer', () => {
	it( 'offers everything with a model, under the usual labels', () => {
		const site = { ...noModel(), modelConfigured: true };
		expect( toolOffer( 'continue', site ) ).toEqual( {
			enabled: true,
			label: 'Continue writing',
		} );
		expect( toolOffer( 'summarize', site ).label ).toBe( 'Summarize' );
		expect( toolOffer( 'changeLanguage', site, 'fr' ).enabled ).toBe(
			true
		);
	} );

	it( 'without a model: spelling when there is a dictionary, its label unchanged', () => {
		expect( toolOffer( 'correctSpelling', noModel() ) ).toEqual( {
			enabled: true,
			label: 'Correct spelling and grammar',
		} );
		expect(
			toolOffer(
				'correctSpelling',
				noModel( { tools: { ...TOOLS, spelling: false } } )
			)
		).toEqual( {
			enabled: false,
			label: 'Correct spelling and grammar',
			reason: 'No AI model is set up for this site.',
		} );
	} );

	it( 'without a model: Summarize is offered as Key sentences', () => {
		expect( toolOffer( 'summarize', noModel() ) ).toEqual( {
			enabled: true,
			label: 'Key sentences',
		} );
	} );

	it( 'without a model: translation only to languages paired with the SITE language', () => {
		expect( toolOffer( 'changeLanguage', noModel(), 'es' ) ).toEqual( {
			enabled: true,
			label: 'Spanish',
		} );
		expect( toolOffer( 'changeLanguage', noModel(), 'fr' ) ).toEqual( {
			enabled: false,
			label: 'French',
			reason: 'Translating to French needs an AI model.',
		} );
		// A Spanish site translates from Spanish: es-en is installed, es-fr is not.
		const spanish = noModel( { siteLanguage: 'es_ES' } );
		expect( hasOfflinePair( spanish, 'en' ) ).toBe( true );
		expect( hasOfflinePair( spanish, 'es' ) ).toBe( false );
		expect(
			hasOfflinePair( noModel( { siteLanguage: undefined } ), 'es' )
		).toBe( false );
	} );

	it( 'without a model: every other tool is disabled with the reason', () => {
		for ( const kind of [
			'titleSummary',
			'continue',
			'simplify',
			'generateTitle',
			'makeLonger',
			'makeShorter',
			'changeTone',
		] as const ) {
			expect( toolOffer( kind, noModel() ) ).toMatchObject( {
				enabled: false,
				reason: 'No AI model is set up for this site.',
			} );
		}
	} );
} );

describe( 'languagesSiteFirst', () => {
	it( 'puts the site language first', () => {
		expect( languagesSiteFirst( 'ja_JP' ).slice( 0, 2 ) ).toEqual( [
			'ja',
			'en',
		] );
	} );
} );
