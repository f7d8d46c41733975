<?php
/**
 * The Earnings screen: Jetpack Blocks → Earnings (admin.php?page=jetpack-blocks-earnings, site
 * owners). It shows the payment account (connect or disconnect), says plainly that payments are in
 * test mode, totals the recorded payments per currency and lists them (newest first).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

/** The screen's page slug. */
const EARNINGS_PAGE = 'jetpack-blocks-earnings';

/** The Earnings screen's address. */
function earnings_url(): string {
	return admin_url( 'admin.php?page=' . EARNINGS_PAGE );
}

/**
 * Adds the screen under the plugin's menu (after the dashboard registers it).
 */
function add_earnings_page(): void {
	add_submenu_page(
		\Jetpack_Blocks\DASHBOARD_PAGE,
		__( 'Earnings', 'jetpack-blocks' ),
		__( 'Earnings', 'jetpack-blocks' ),
		'manage_options',
		EARNINGS_PAGE,
		__NAMESPACE__ . '\render_earnings_page'
	);
}
add_action( 'admin_menu', __NAMESPACE__ . '\add_earnings_page', 20 );

/**
 * The screen.
 */
function render_earnings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$account  = account();
	$payments = list_payments();
	$totals   = array();
	foreach ( $payments as $payment ) {
		$totals[ $payment['currency'] ] = ( $totals[ $payment['currency'] ] ?? 0 ) + $payment['amount'];
	}
	?>
	<div class="wrap jetpack-blocks-earnings">
		<h1><?php esc_html_e( 'Earnings', 'jetpack-blocks' ); ?></h1>
		<div class="notice notice-warning inline"><p>
			<strong><?php esc_html_e( 'Test mode.', 'jetpack-blocks' ); ?></strong>
			<?php esc_html_e( 'No card payment provider is configured, so the payments below were recorded on this site by its local checkout: no card was charged and no money was received.', 'jetpack-blocks' ); ?>
		</p></div>
		<h2><?php esc_html_e( 'Payment account', 'jetpack-blocks' ); ?></h2>
		<?php if ( $account ) : ?>
			<p>
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: account id, 2: currency code. */
						__( 'Connected: test account %1$s, default currency %2$s.', 'jetpack-blocks' ),
						$account['id'],
						$account['default_currency']
					)
				);
				?>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( DISCONNECT_ACTION ); ?>" />
				<?php wp_nonce_field( DISCONNECT_ACTION ); ?>
				<button type="submit" class="button"><?php esc_html_e( 'Disconnect', 'jetpack-blocks' ); ?></button>
			</form>
		<?php else : ?>
			<p><?php esc_html_e( 'Not connected: payment blocks are hidden from visitors until a payment account is connected.', 'jetpack-blocks' ); ?></p>
			<p><a class="button button-primary" href="<?php echo esc_url( connect_url( earnings_url() ) ); ?>"><?php esc_html_e( 'Connect', 'jetpack-blocks' ); ?></a></p>
		<?php endif; ?>

		<h2><?php esc_html_e( 'Payments', 'jetpack-blocks' ); ?></h2>
		<?php if ( ! $payments ) : ?>
			<p><?php esc_html_e( 'No payments yet.', 'jetpack-blocks' ); ?></p>
		<?php else : ?>
			<p>
				<?php esc_html_e( 'Total:', 'jetpack-blocks' ); ?>
				<?php echo esc_html( implode( ', ', array_map( static fn ( $code, $sum ) => format_amount( (float) $sum, (string) $code ), array_keys( $totals ), $totals ) ) ); ?>
			</p>
			<table class="widefat striped">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Date', 'jetpack-blocks' ); ?></th>
						<th scope="col"><?php esc_html_e( 'E-mail', 'jetpack-blocks' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Amount', 'jetpack-blocks' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Interval', 'jetpack-blocks' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Plan', 'jetpack-blocks' ); ?></th>
						<th scope="col"><?php esc_html_e( 'From', 'jetpack-blocks' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $payments as $payment ) : ?>
						<tr>
							<td><?php echo esc_html( mysql2date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $payment['date'] ) ); ?></td>
							<td><?php echo esc_html( $payment['email'] ); ?></td>
							<td><?php echo esc_html( format_amount( $payment['amount'], $payment['currency'] ) ); ?></td>
							<td><?php echo esc_html( interval_label( $payment['interval'] ) ); ?></td>
							<td><?php echo esc_html( $payment['plan_id'] ? get_the_title( $payment['plan_id'] ) : ( payment_product_label( $payment['id'] ) ? payment_product_label( $payment['id'] ) : '—' ) ); ?></td>
							<td>
								<?php if ( $payment['source_post'] ) : ?>
									<a href="<?php echo esc_url( (string) get_permalink( $payment['source_post'] ) ); ?>"><?php echo esc_html( get_the_title( $payment['source_post'] ) ); ?></a>
								<?php else : ?>
									—
								<?php endif; ?>
							</td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
	</div>
	<?php
}
