import { DUPLICATE_TRACK_MESSAGE, isVttFile, trackFromForm } from '../tracks';
import type { Track } from '../types';

const vtt = new File( [ 'WEBVTT\n' ], 'fr.vtt', { type: 'text/vtt' } );
const existing: Track[] = [
	{ kind: 'subtitles', srcLang: 'fr', label: 'Français', src: 'x.vtt' },
	{ kind: 'chapters', srcLang: 'en', label: 'Chapters', src: 'c.vtt' },
];

describe( 'the track form', () => {
	it( 'needs a .vtt file', () => {
		expect(
			trackFromForm( { label: '', srcLang: '', kind: '' }, null, [] )
		).toEqual( {
			error: 'Choose a .vtt file for the track.',
		} );
		const srt = new File( [ '1\n' ], 'fr.srt', {
			type: 'application/x-subrip',
		} );
		expect( isVttFile( srt ) ).toBe( false );
		expect( isVttFile( new File( [ '' ], 'TRACK.VTT' ) ) ).toBe( true );
		expect(
			isVttFile( new File( [ '' ], 'track', { type: 'text/vtt' } ) )
		).toBe( true );
	} );

	it( 'defaults the label to English, the language to en and the kind to subtitles', () => {
		expect(
			trackFromForm( { label: ' ', srcLang: '', kind: '' }, vtt, [] )
		).toEqual( {
			track: { label: 'English', srcLang: 'en', kind: 'subtitles' },
		} );
	} );

	it( 'refuses a second track of the same kind and language, not of another kind', () => {
		expect(
			trackFromForm(
				{ label: 'Autre', srcLang: 'fr', kind: 'subtitles' },
				vtt,
				existing
			)
		).toEqual( { error: DUPLICATE_TRACK_MESSAGE } );
		expect( DUPLICATE_TRACK_MESSAGE ).toBe(
			'A track already exists for that language and kind.'
		);
		expect(
			trackFromForm(
				{ label: 'Français', srcLang: 'fr', kind: 'captions' },
				vtt,
				existing
			)
		).toEqual( {
			track: { label: 'Français', srcLang: 'fr', kind: 'captions' },
		} );
	} );
} );
