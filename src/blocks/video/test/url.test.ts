import { guidFromUrl, isVideoFileUrl } from '../url';

describe( 'pasted addresses', () => {
	it( 'finds the guid in video-host addresses', () => {
		expect( guidFromUrl( 'https://videopress.com/v/AbCd1234' ) ).toBe(
			'AbCd1234'
		);
		expect(
			guidFromUrl( 'https://videopress.com/embed/AbCd1234?autoPlay=1' )
		).toBe( 'AbCd1234' );
		expect(
			guidFromUrl( ' https://video.wordpress.com/v/x9Y8z7W6/ ' )
		).toBe( 'x9Y8z7W6' );
		expect(
			guidFromUrl(
				'https://videos.files.wordpress.com/AbCd1234/clip.mp4'
			)
		).toBe( 'AbCd1234' );
	} );

	it( 'refuses other hosts and guids of the wrong length', () => {
		expect( guidFromUrl( 'https://example.com/v/AbCd1234' ) ).toBeNull();
		expect( guidFromUrl( 'https://videopress.com/v/AbCd123' ) ).toBeNull();
		expect(
			guidFromUrl( 'https://videopress.com/v/AbCd12345' )
		).toBeNull();
	} );

	it( 'recognises video file addresses', () => {
		expect(
			isVideoFileUrl( 'http://localhost/wp-content/uploads/a.mp4' )
		).toBe( true );
		expect( isVideoFileUrl( 'https://cdn.example/a.WEBM?x=1' ) ).toBe(
			true
		);
		expect( isVideoFileUrl( 'javascript:alert(1)//a.mp4' ) ).toBe( false );
		expect( isVideoFileUrl( 'https://example.com/page' ) ).toBe( false );
	} );
} );
