<?php
/**
 * Test-only classic theme: the page's posts, then the widget area.
 *
 * @package jetpack-blocks
 */

?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head><meta charset="<?php bloginfo( 'charset' ); ?>"><?php wp_head(); ?></head>
<body <?php body_class(); ?>>
<main>
<?php
while ( have_posts() ) {
	the_post();
	the_title( '<h1>', '</h1>' );
	the_content();
}
?>
</main>
<aside><?php dynamic_sidebar( 'e2e-sidebar' ); ?></aside>
<?php wp_footer(); ?>
</body>
</html>
