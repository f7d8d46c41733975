import { registerBlockFolder } from '../../../shared/register-block';
import * as button from '../../button';
import * as calendly from '..';
import transforms from '../transforms';

const [ raw ] = transforms.from;

beforeAll( () => {
	registerBlockFolder( button );
	registerBlockFolder( calendly );
} );

function paragraph( text: string ): HTMLParagraphElement {
	const node = document.createElement( 'p' );
	node.textContent = text;
	return node;
}

describe( 'pasting a Calendly address', () => {
	it( 'claims a paragraph holding only a Calendly page address, before core embeds', () => {
		expect( raw?.priority ).toBeLessThan( 10 );
		const node = paragraph( ' https://calendly.com/jane-doe/30min ' );
		expect( raw?.isMatch( node ) ).toBe( true );
		const block = raw?.transform( node );
		expect( block?.name ).toBe( 'jetpack/calendly' );
		expect( block?.attributes ).toMatchObject( {
			url: 'https://calendly.com/jane-doe/30min',
			style: 'inline',
			hideEventTypeDetails: false,
		} );
		expect( block?.innerBlocks ).toEqual( [] );
	} );

	it( 'keeps the display options of the pasted address', () => {
		const block = raw?.transform(
			paragraph(
				'https://calendly.com/jane-doe?hide_event_type_details=1&primary_color=ff5500'
			)
		);
		expect( block?.attributes ).toMatchObject( {
			url: 'https://calendly.com/jane-doe',
			hideEventTypeDetails: true,
			primaryColor: 'ff5500',
		} );
	} );

	it( 'leaves other addresses, sentences and non-paragraphs alone', () => {
		expect( raw?.isMatch( paragraph( 'https://example.com/jane' ) ) ).toBe(
			false
		);
		expect(
			raw?.isMatch(
				paragraph( 'Book me at https://calendly.com/jane-doe today' )
			)
		).toBe( false );
		const heading = document.createElement( 'h2' );
		heading.textContent = 'https://calendly.com/jane-doe';
		expect( raw?.isMatch( heading ) ).toBe( false );
	} );
} );
