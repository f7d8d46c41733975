import {
	MAX_AUDIO_SIZE_BYTES,
	SUPPORTED_AUDIO_SUBTYPES,
	readAudioDuration,
	validateAudio,
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
