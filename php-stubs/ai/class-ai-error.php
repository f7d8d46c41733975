<?php
/**
 * The one failure type of the AI backend: a code from the spec's error catalogue (000 §8) with its
 * HTTP status. Providers throw it; routes turn it into a WP_Error, so a client never sees a raw
 * exception.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * An AI failure with a catalogue code and an HTTP status.
 */
class Ai_Error extends \Exception {

	/**
	 * Catalogue code, e.g. `error_moderation`.
	 *
	 * @var string
	 */
	private $error_code;

	/**
	 * HTTP status the route answers with.
	 *
	 * @var int
	 */
	private $status;

	/**
	 * Extra fields for the error's `data` (never secrets: editors see them).
	 *
	 * @var array<string, mixed>
	 */
	private $extra;

	/**
	 * @param string               $error_code Catalogue code.
	 * @param string               $message    Message shown to the user.
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $extra      Extra `data` fields.
	 */
	public function __construct( string $error_code, string $message, int $status, array $extra = array() ) {
		parent::__construct( $message );
		$this->error_code = $error_code;
		$this->status     = $status;
		$this->extra      = $extra;
	}

	/** Catalogue code. */
	public function get_error_code(): string {
		return $this->error_code;
	}

	/** HTTP status. */
	public function get_status(): int {
		return $this->status;
	}

	/** The same failure as a WP_Error, the form REST callbacks return. */
	public function to_wp_error(): \WP_Error {
		return new \WP_Error( $this->error_code, $this->getMessage(), array_merge( $this->extra, array( 'status' => $this->status ) ) );
	}

	/** 503: the provider cannot answer (offline endpoint, missing extension, upstream 5xx). */
	public static function service_unavailable( array $extra = array() ): self {
		return new self(
			'error_service_unavailable',
			sprintf(
				/* translators: %s: the product name. */
				__( '%s AI services are currently unavailable. Sorry for the inconvenience.', 'jetpack-blocks' ),
				plugin_info()['name']
			),
			503,
			$extra
		);
	}

	/** 429: the site used up its requests (or the upstream provider rate-limits it). */
	public static function quota_exceeded( array $extra = array() ): self {
		return new self( 'error_quota_exceeded', __( 'You have reached the limit of requests for this site.', 'jetpack-blocks' ), 429, $extra );
	}

	/** 422: the prompt was flagged. */
	public static function moderation(): self {
		return new self( 'error_moderation', __( 'This request has been flagged by our moderation system. Please try to rephrase it and try again.', 'jetpack-blocks' ), 422 );
	}

	/** 413: more text than the provider takes at once. */
	public static function context_too_large(): self {
		return new self( 'error_context_too_large', __( 'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.', 'jetpack-blocks' ), 413 );
	}

	/**
	 * 429: the user reached their own ceiling of requests (php-stubs/ai/usage.php). Its own code,
	 * so that it is not read as the site's quota (which offers an upgrade) where codes are shown.
	 *
	 * @param int  $limit   The user's ceiling.
	 * @param bool $monthly Whether the ceiling counts per month (else in all).
	 */
	public static function user_quota_exceeded( int $limit, bool $monthly ): self {
		$message = $monthly
			/* translators: %d: number of requests. */
			? _n( 'You have reached your own limit of %d AI request this month on this site. Please ask a site administrator.', 'You have reached your own limit of %d AI requests this month on this site. Please ask a site administrator.', $limit, 'jetpack-blocks' )
			/* translators: %d: number of requests. */
			: _n( 'You have reached your own limit of %d AI request on this site. Please ask a site administrator.', 'You have reached your own limit of %d AI requests on this site. Please ask a site administrator.', $limit, 'jetpack-blocks' );
		return new self( 'error_user_quota_exceeded', sprintf( $message, $limit ), 429, array( 'limit' => $limit ) );
	}

	/**
	 * 429: the user already has as many AI requests running as one user may
	 * (php-stubs/ai/concurrency.php). Its own code, so that it is not read as the site's quota.
	 *
	 * @param int $limit Requests one user may run at once.
	 */
	public static function request_running( int $limit ): self {
		$message = sprintf(
			/* translators: %d: number of AI requests one user may run at once. */
			_n( 'You already have %d AI request running. Wait for it to finish, or stop it, then try again.', 'You already have %d AI requests running. Wait for one to finish, or stop it, then try again.', $limit, 'jetpack-blocks' ),
			$limit
		);
		return new self( 'error_request_running', $message, 429, array( 'limit' => $limit ) );
	}

	/**
	 * 503: no language model is set up on this site (no provider in Settings → Connectors nor in
	 * Settings → Jetpack Blocks AI) and no offline tool does this task. Nothing was counted.
	 */
	public static function not_configured(): self {
		return new self( 'error_ai_not_configured', __( 'No AI model is set up for this site.', 'jetpack-blocks' ), 503 );
	}

	/**
	 * 503: the configured AI service cannot do this kind of work (e.g. it has no image endpoint).
	 *
	 * @param string $message What the service lacks, in words for the user.
	 */
	public static function capability_unsupported( string $message ): self {
		return new self( 'error_capability_unsupported', $message, 503 );
	}

	/** 504: the answer took longer than a stream may stay open; the client's network error. */
	public static function stream_timeout(): self {
		return new self( 'error_network', __( 'It was not possible to process your request. Mind trying again?', 'jetpack-blocks' ), 504 );
	}
}
