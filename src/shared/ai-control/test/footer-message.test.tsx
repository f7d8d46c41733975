import { render, screen } from '@testing-library/react';
import { FooterMessage } from '../footer-message';

describe( 'FooterMessage', () => {
	it( 'warns about AI output and links to the guidelines in a new tab', () => {
		const { container } = render( <FooterMessage /> );
		expect( container.textContent ).toContain(
			'AI-generated content could be inaccurate or biased.'
		);
		const link = screen.getByRole( 'link', {
			name: 'Learn more (opens in a new tab)',
		} );
		expect( link.getAttribute( 'href' ) ).toBe(
			'https://automattic.com/ai-guidelines'
		);
		expect( link.getAttribute( 'target' ) ).toBe( '_blank' );
		expect( link.getAttribute( 'rel' ) ).toBe( 'noopener noreferrer' );
	} );
} );
