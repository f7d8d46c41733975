import {
	AudioValidationError,
	MAX_AUDIO_SIZE_BYTES,
	SUPPORTED_AUDIO_SUBTYPES,
	readAudioDuration,
	validateAudio,
	validateAudioForUpload,
} from '../audio-validation';

const TOO_LARGE = 'The audio file is too large. The maximum file size is 25MB.';
const UNSUPPORTED =
	'The audio file type is not supported. Please use a supported audio file type.';
const TOO_LONG =
	'The audio file is too long. The maximum recording time is 25 minutes.';

function withSize< T extends Blob >( blob: T, size: number ): T {
	Object.defineProperty( blob, 'size', { value: size } );
	return blob;
}

describe( 'validateAudio', () => {
	it( 'accepts a recording within the limits', () => {
		expect(
			validateAudio( new Blob( [ 'x' ], { type: 'audio/webm' } ), 60 )
		).toEqual( { valid: true } );
	} );

	it( 'accepts 25,000,000 bytes and refuses one byte more', () => {
		expect(
			validateAudio( withSize( new Blob(), MAX_AUDIO_SIZE_BYTES ) )
		).toEqual( { valid: true } );
		expect(
			validateAudio( withSize( new Blob(), MAX_AUDIO_SIZE_BYTES + 1 ) )
		).toEqual( { valid: false, message: TOO_LARGE } );
	} );

	it( 'accepts every supported file type, with or without codec parameters', () => {
		for ( const subtype of SUPPORTED_AUDIO_SUBTYPES ) {
			const file = new File( [ 'x' ], `a.${ subtype }`, {
				type: `audio/${ subtype }`,
			} );
			expect( validateAudio( file ) ).toEqual( { valid: true } );
		}
		expect(
			validateAudio(
				new File( [ 'x' ], 'a.webm', {
					type: 'audio/webm;codecs=opus',
				} )
			)
		).toEqual( { valid: true } );
		expect(
			validateAudio(
				new File( [ 'x' ], 'a.mp3', { type: 'Audio/MPEG' } )
			)
		).toEqual( { valid: true } );
	} );

	it( 'refuses files of other types, including none', () => {
		for ( const type of [ 'video/webm', 'audio/aac', 'text/plain', '' ] ) {
			expect(
				validateAudio( new File( [ 'x' ], 'a', { type } ) )
			).toEqual( { valid: false, message: UNSUPPORTED } );
		}
	} );

	it( 'checks the type of files only, not of plain Blobs', () => {
		expect(
			validateAudio( new Blob( [ 'x' ], { type: 'application/x-foo' } ) )
		).toEqual( { valid: true } );
	} );

	it( 'accepts 1500 seconds and refuses longer audio', () => {
		const blob = new Blob( [ 'x' ], { type: 'audio/webm' } );
		expect( validateAudio( blob, 1500 ) ).toEqual( { valid: true } );
		expect( validateAudio( blob, 1500.5 ) ).toEqual( {
			valid: false,
			message: TOO_LONG,
		} );
		expect( validateAudio( blob ) ).toEqual( { valid: true } );
	} );

	it( 'reports the size before the type and the type before the duration', () => {
		const file = withSize(
			new File( [ 'x' ], 'a.txt', { type: 'text/plain' } ),
			MAX_AUDIO_SIZE_BYTES + 1
		);
		expect( validateAudio( file, 2000 ) ).toEqual( {
			valid: false,
			message: TOO_LARGE,
		} );
		expect(
			validateAudio(
				new File( [ 'x' ], 'a.txt', { type: 'text/plain' } ),
				2000
			)
		).toEqual( { valid: false, message: UNSUPPORTED } );
	} );
} );

describe( 'readAudioDuration', () => {
	const originalCreate = URL.createObjectURL;
	const originalRevoke = URL.revokeObjectURL;
	let createObjectURL: jest.Mock;
	let revokeObjectURL: jest.Mock;

	beforeEach( () => {
		// jsdom plays nothing (canPlayType answers ''); these tests stand for a browser that can.
		jest.spyOn( HTMLMediaElement.prototype, 'canPlayType' ).mockReturnValue(
			'maybe'
		);
		createObjectURL = jest.fn( () => 'blob:audio' );
		revokeObjectURL = jest.fn();
		URL.createObjectURL = createObjectURL;
		URL.revokeObjectURL = revokeObjectURL;
	} );

	afterEach( () => {
		URL.createObjectURL = originalCreate;
		URL.revokeObjectURL = originalRevoke;
		jest.restoreAllMocks();
		jest.useRealTimers();
	} );

	/** Starts reading and returns the <audio> element it created. */
	it( 'does not wait for metadata a browser that cannot play the type will never load', async () => {
		jest.spyOn( HTMLMediaElement.prototype, 'canPlayType' ).mockReturnValue(
			''
		);
		await expect(
			readAudioDuration( new Blob( [ 'x' ], { type: 'audio/flac' } ) )
		).resolves.toBeUndefined();
		expect( revokeObjectURL ).toHaveBeenCalledWith( 'blob:audio' );
	} );

	function startReading( timeoutMs?: number ) {
		const create = jest.spyOn( document, 'createElement' );
		const promise = readAudioDuration(
			new Blob( [ 'x' ], { type: 'audio/webm' } ),
			timeoutMs
		);
		const element = create.mock.results[ 0 ]?.value as HTMLAudioElement;
		create.mockRestore();
		return { promise, element };
	}

	function setDuration( element: HTMLAudioElement, duration: number ) {
		Object.defineProperty( element, 'duration', {
			configurable: true,
			get: () => duration,
		} );
	}

	it( 'resolves the duration from the metadata and releases the object URL', async () => {
		const { promise, element } = startReading();
		expect( element.getAttribute( 'src' ) ).toBe( 'blob:audio' );
		setDuration( element, 42.5 );
		element.dispatchEvent( new Event( 'loadedmetadata' ) );
		await expect( promise ).resolves.toBe( 42.5 );
		expect( revokeObjectURL ).toHaveBeenCalledWith( 'blob:audio' );
	} );

	it( 'seeks past the end when the metadata has no duration (recorder webm)', async () => {
		const { promise, element } = startReading();
		let seekedTo = 0;
		Object.defineProperty( element, 'currentTime', {
			configurable: true,
			set: ( value: number ) => {
				seekedTo = value;
			},
		} );
		setDuration( element, Infinity );
		element.dispatchEvent( new Event( 'loadedmetadata' ) );
		expect( seekedTo ).toBeGreaterThan( 1e10 );
		setDuration( element, 12 );
		element.dispatchEvent( new Event( 'durationchange' ) );
		await expect( promise ).resolves.toBe( 12 );
	} );

	it( 'resolves undefined when the audio cannot be read', async () => {
		const { promise, element } = startReading();
		element.dispatchEvent( new Event( 'error' ) );
		await expect( promise ).resolves.toBeUndefined();
		expect( revokeObjectURL ).toHaveBeenCalledWith( 'blob:audio' );
	} );

	it( 'resolves undefined when no metadata arrives in time', async () => {
		jest.useFakeTimers();
		const { promise } = startReading( 1000 );
		jest.advanceTimersByTime( 1000 );
		await expect( promise ).resolves.toBeUndefined();
	} );

	it( 'resolves undefined without object URLs', async () => {
		// @ts-expect-error -- simulating an environment without the API.
		URL.createObjectURL = undefined;
		await expect(
			readAudioDuration( new Blob( [ 'x' ] ) )
		).resolves.toBeUndefined();
	} );
} );

describe( 'validateAudioForUpload (spec 000 §3 validated audio, §5)', () => {
	const file = ( size: number, type = 'audio/mpeg' ) =>
		new File( [ new Uint8Array( size ) ], 'talk.mp3', { type } );

	it( 'returns the validated-audio entity for a file and for a recording', async () => {
		await expect(
			validateAudioForUpload( file( 10 ), { durationSeconds: 61 } )
		).resolves.toEqual( { duration: 61, isFile: true, size: 10 } );
		await expect(
			validateAudioForUpload(
				new Blob( [ new Uint8Array( 7 ) ], { type: 'audio/webm' } ),
				{ durationSeconds: 1500 }
			)
		).resolves.toEqual( { duration: 1500, isFile: false, size: 7 } );
	} );

	it( 'refuses audio over 25 minutes before upload, files and recordings alike', async () => {
		const message =
			'The audio file is too long. The maximum recording time is 25 minutes.';
		await expect(
			validateAudioForUpload( file( 10 ), { durationSeconds: 1500.5 } )
		).rejects.toThrow( message );
		await expect(
			validateAudioForUpload( new Blob( [ 'x' ] ), {
				durationSeconds: 1501,
			} )
		).rejects.toBeInstanceOf( AudioValidationError );
	} );

	it( 'reads the duration from the audio when it is not given', async () => {
		const originalCreate = URL.createObjectURL;
		const originalRevoke = URL.revokeObjectURL;
		URL.createObjectURL = jest.fn( () => 'blob:long' );
		URL.revokeObjectURL = jest.fn();
		jest.spyOn( HTMLMediaElement.prototype, 'canPlayType' ).mockReturnValue(
			'maybe'
		);
		const create = jest.spyOn( document, 'createElement' );
		try {
			const pending = validateAudioForUpload( file( 10 ) );
			await Promise.resolve();
			const element = create.mock.results[ 0 ]?.value as HTMLAudioElement;
			Object.defineProperty( element, 'duration', {
				configurable: true,
				get: () => 1800,
			} );
			element.dispatchEvent( new Event( 'loadedmetadata' ) );
			await expect( pending ).rejects.toThrow(
				'The audio file is too long.'
			);
		} finally {
			create.mockRestore();
			jest.restoreAllMocks();
			URL.createObjectURL = originalCreate;
			URL.revokeObjectURL = originalRevoke;
		}
	} );

	it( 'checks size and type before reading anything', async () => {
		await expect(
			validateAudioForUpload( file( 10, 'video/avi' ) )
		).rejects.toThrow(
			'The audio file type is not supported. Please use a supported audio file type.'
		);
	} );
} );
