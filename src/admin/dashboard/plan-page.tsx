/**
 * #/plan, the site's plan on this local site. There is no account at the hosting provider to buy a
 * plan from, so the plan is a setting of the site (php-stubs/routes/site-plan.php): the owner picks
 * one here, nothing is charged. The plan decides which blocks show the editor's upgrade banner
 * (every block keeps working on every plan) and the name the plan-upgraded notice says. Reached from
 * the banner's Upgrade button with `return_to`, the page sends the owner back to the post after a
 * change, with `plan_upgraded=1` for a paid plan.
 */
import { Button, Notice, RadioControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { sitePlan, sitePlans, type SitePlan } from '../../shared/plan';
import { changeSitePlan, returnAddress } from '../../shared/plan/api';
import { errorMessage } from './error-message';
import { useNotices } from './notices';

export function PlanPage( {
	navigate = ( url: string ) => window.location.assign( url ),
}: {
	/** Leaves for another page (a test watches it instead). */
	navigate?: ( url: string ) => void;
} ) {
	const plans = sitePlans();
	const [ current, setCurrent ] = useState< SitePlan >( sitePlan );
	const [ choice, setChoice ] = useState( current.product_slug );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const { createSuccessNotice } = useNotices();

	async function save() {
		setBusy( true );
		setError( '' );
		try {
			const { plan } = await changeSitePlan( choice );
			setCurrent( plan );
			const next = returnAddress( window.location.search, plan, {
				origin: window.location.origin,
				pathname: window.location.pathname,
			} );
			if ( next ) {
				navigate( next );
				return;
			}
			createSuccessNotice(
				sprintf(
					/* translators: %s: the plan's name. */
					__( 'Your site is now on the %s plan.', 'jetpack-blocks' ),
					plan.product_name
				),
				{ id: 'jetpack-blocks-plan' }
			);
		} catch ( failure ) {
			setError( errorMessage( failure ) );
		}
		setBusy( false );
	}

	return (
		<section
			className="jetpack-blocks-dashboard-plan"
			aria-labelledby="jetpack-blocks-dashboard-plan-title"
		>
			<h2 id="jetpack-blocks-dashboard-plan-title">
				{ __( 'Site plan', 'jetpack-blocks' ) }
			</h2>
			<p className="jetpack-blocks-dashboard-plan__current">
				{ sprintf(
					/* translators: %s: the plan's name. */
					__( 'This site is on the %s plan.', 'jetpack-blocks' ),
					current.product_name
				) }
			</p>
			<p>
				{ __(
					'This local site has no account at the hosting provider, so there is no plan to buy: the plan is a setting of this site, and nothing is charged. It decides which blocks show an upgrade banner in the editor; every block keeps working on every plan.',
					'jetpack-blocks'
				) }
			</p>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<RadioControl
				label={ __( 'Plan', 'jetpack-blocks' ) }
				selected={ choice }
				options={ plans.map( ( plan ) => ( {
					value: plan.product_slug,
					label: plan.product_name,
				} ) ) }
				onChange={ ( value: string ) => setChoice( value ) }
			/>
			<Button
				__next40pxDefaultSize
				variant="primary"
				isBusy={ busy }
				disabled={ busy || choice === current.product_slug }
				accessibleWhenDisabled
				onClick={ save }
			>
				{ error
					? __( 'Try again', 'jetpack-blocks' )
					: __( 'Change plan', 'jetpack-blocks' ) }
			</Button>
		</section>
	);
}
