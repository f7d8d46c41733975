import { allowedMimeTypesOf, isFileOfType } from '../allowed-mime';

// WordPress's own list, narrowed as a site owner may narrow it (no .mkv, no .wav).
const SITE = {
	'jpg|jpeg|jpe': 'image/jpeg',
	png: 'image/png',
	'mp4|m4v': 'video/mp4',
	webm: 'video/webm',
	'mov|qt': 'video/quicktime',
	'mp3|m4a|m4b': 'audio/mpeg',
	ogg: 'audio/ogg',
	pdf: 'application/pdf',
};

const file = ( name: string, type: string ) => ( { name, type } );

describe( 'isFileOfType', () => {
	it( 'accepts a file whose media type is one of the group’s allowed types', () => {
		expect(
			isFileOfType( file( 'clip', 'video/mp4' ), 'video', SITE )
		).toBe( true );
		expect(
			isFileOfType(
				file( 'a.WEBM', 'video/webm;codecs=vp9' ),
				'video',
				SITE
			)
		).toBe( true );
	} );

	it( 'accepts by extension when the browser gives no or a generic media type', () => {
		expect( isFileOfType( file( 'Holiday.M4V', '' ), 'video', SITE ) ).toBe(
			true
		);
		expect(
			isFileOfType(
				file( 'talk.m4a', 'application/octet-stream' ),
				'audio',
				SITE
			)
		).toBe( true );
	} );

	it( 'refuses a type of the group the site does not allow, and other groups’ types', () => {
		expect(
			isFileOfType(
				file( 'film.mkv', 'video/x-matroska' ),
				'video',
				SITE
			)
		).toBe( false );
		expect(
			isFileOfType( file( 'voice.wav', 'audio/wav' ), 'audio', SITE )
		).toBe( false );
		// An allowed type, but of another group.
		expect(
			isFileOfType( file( 'photo.jpg', 'image/jpeg' ), 'video', SITE )
		).toBe( false );
		expect(
			isFileOfType( file( 'doc.pdf', 'application/pdf' ), 'video', SITE )
		).toBe( false );
		expect( isFileOfType( null, 'video', SITE ) ).toBe( false );
		expect( isFileOfType( file( 'noextension', '' ), 'video', SITE ) ).toBe(
			false
		);
	} );

	it( 'without the site’s list, the group’s media type prefix decides', () => {
		expect(
			isFileOfType(
				file( 'film.mkv', 'video/x-matroska' ),
				'video',
				null
			)
		).toBe( true );
		expect( isFileOfType( file( 'a.mp4', '' ), 'video', null ) ).toBe(
			false
		);
	} );

	it( 'lists a group’s allowed types', () => {
		expect( allowedMimeTypesOf( 'audio', SITE ) ).toEqual( {
			'mp3|m4a|m4b': 'audio/mpeg',
			ogg: 'audio/ogg',
		} );
	} );
} );
