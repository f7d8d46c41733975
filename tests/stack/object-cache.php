<?php
/**
 * Persistent object cache for the test stack (scripts/stack): Redis through the phpredis extension.
 *
 * Copied to wp-content/object-cache.php of the stack's site. It exists so the plugin is tested the
 * way large sites run it: transients and options live in Redis, shared by every web head, and every
 * `get`-then-`set` in the plugin races against the other heads. The plugin must work with any
 * drop-in, so this one keeps to the documented semantics of WordPress's own WP_Object_Cache and
 * adds nothing the plugin could come to rely on.
 *
 * Semantics that matter for correctness across heads:
 * - `add` is Redis `SET NX`, `replace` is `SET XX`: only one of many parallel callers wins.
 * - `incr`/`decr` run as one Lua script on the server: atomic, missing key → false, a non-numeric
 *   value counts as 0, never below 0 (as core's in-memory cache).
 * - Within one request, values read or written are kept in memory (as core does), but `add`,
 *   `incr` and `decr` always ask Redis, so a lock or a counter is never decided from a stale copy.
 * - Non-persistent groups stay in memory only; global groups share one key across a network's sites;
 *   other keys carry the site id on multisite. Every key starts with WP_CACHE_KEY_SALT (the stack
 *   sets one per site), so two sites on one Redis never see each other's data, and `flush` removes
 *   only this site's keys.
 *
 * Integers are stored as plain decimal strings (so the Lua script can count them); every other value
 * is PHP-serialized. A serialized value never looks like a bare integer, so the type comes back as
 * it went in.
 *
 * Connection: JB_STACK_REDIS_SOCKET (a unix socket) or JB_STACK_REDIS_HOST/JB_STACK_REDIS_PORT,
 * database JB_STACK_REDIS_DATABASE (0 by default). When Redis cannot be reached the request ends
 * with a 503: a stack that silently fell back to a per-request cache would test nothing.
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The cache: Redis for persistent groups, an in-memory array for the current request.
 */
class WP_Object_Cache {

	/**
	 * Lua: add ARGV[1] to the integer at KEYS[1], keeping its time to live; false when missing.
	 * A value that is not an integer (or a serialized numeric string) counts as 0; never below 0.
	 */
	const INCR_SCRIPT = <<<'LUA'
local v = redis.call('GET', KEYS[1])
if not v then return false end
local digits = string.match(v, '^(-?%d+)$') or string.match(v, '^s:%d+:"(-?%d+)";$')
local n = 0
if digits then n = tonumber(digits) end
n = n + tonumber(ARGV[1])
if n < 0 then n = 0 end
local out = string.format('%d', n)
redis.call('SET', KEYS[1], out, 'KEEPTTL')
return out
LUA;

	/** @var Redis|null */
	private $redis;

	/** @var array<string, mixed> Values of this request, by full key. */
	private $local = array();

	/** @var array<string, true> */
	private $global_groups = array();

	/** @var array<string, true> */
	private $non_persistent_groups = array();

	/** @var string Start of every key of this site. */
	private $prefix;

	/** @var int Current site id (multisite). */
	private $blog_id;

	/** @var bool */
	private $multisite;

	/** @var int Reads answered from memory. */
	public $cache_hits = 0;

	/** @var int Reads that found nothing. */
	public $cache_misses = 0;

	/** @var int Round trips to Redis. */
	public $redis_calls = 0;

	/** @var string[][] The keys of each read that went to Redis (tests count them). */
	public $redis_reads = array();

	public function __construct() {
		$this->multisite = function_exists( 'is_multisite' ) && is_multisite();
		$this->blog_id   = $this->multisite ? get_current_blog_id() : 1;
		$salt            = defined( 'WP_CACHE_KEY_SALT' ) && WP_CACHE_KEY_SALT ? WP_CACHE_KEY_SALT : 'wp';
		$this->prefix    = $salt . ':';
		$this->connect();
	}

	private function connect() {
		if ( ! class_exists( 'Redis' ) ) {
			$this->unavailable( 'the phpredis extension is not loaded' );
		}
		$redis = new Redis();
		try {
			if ( defined( 'JB_STACK_REDIS_SOCKET' ) ) {
				$connected = $redis->connect( JB_STACK_REDIS_SOCKET );
			} else {
				$connected = $redis->connect(
					defined( 'JB_STACK_REDIS_HOST' ) ? JB_STACK_REDIS_HOST : '127.0.0.1',
					defined( 'JB_STACK_REDIS_PORT' ) ? (int) JB_STACK_REDIS_PORT : 6379,
					1.0
				);
			}
			if ( $connected && defined( 'JB_STACK_REDIS_DATABASE' ) ) {
				$connected = $redis->select( (int) JB_STACK_REDIS_DATABASE );
			}
		} catch ( RedisException $e ) {
			$this->unavailable( $e->getMessage() );
		}
		if ( empty( $connected ) ) {
			$this->unavailable( 'connection refused' );
		}
		$this->redis = $redis;
	}

	/**
	 * @param string $why For the log.
	 */
	private function unavailable( $why ) {
		error_log( 'object-cache.php: Redis unavailable: ' . $why );
		if ( ! headers_sent() ) {
			http_response_code( 503 );
			header( 'Content-Type: text/plain; charset=utf-8' );
			header( 'Retry-After: 5' );
		}
		echo "Object cache unavailable.\n";
		exit( 1 );
	}

	private function group( $group ) {
		return ( '' === $group || null === $group ) ? 'default' : (string) $group;
	}

	private function persistent( $group ) {
		return ! isset( $this->non_persistent_groups[ $group ] );
	}

	/** Full key of ($key, $group) for the current site. */
	private function key( $key, $group ) {
		$site = ( $this->multisite && ! isset( $this->global_groups[ $group ] ) ) ? $this->blog_id : 'g';
		return $this->prefix . $site . ':' . $group . ':' . $key;
	}

	private static function valid_key( $key ) {
		if ( is_int( $key ) ) {
			return true;
		}
		return is_string( $key ) && '' !== trim( $key );
	}

	private static function encode( $value ) {
		return is_int( $value ) ? (string) $value : serialize( $value );
	}

	/**
	 * @param string|false $raw What Redis returned.
	 * @param bool         $found Set to whether a value was there.
	 */
	private static function decode( $raw, &$found ) {
		if ( false === $raw || null === $raw ) {
			$found = false;
			return false;
		}
		$found = true;
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- our own writes only.
		return unserialize( $raw );
	}

	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	/** Seconds to live, or 0 for none. */
	private static function ttl( $expire ) {
		$expire = (int) $expire;
		return $expire > 0 ? $expire : 0;
	}

	/**
	 * One call to Redis; a lost connection ends the request like an unreachable server.
	 *
	 * @param callable $call Receives the Redis client.
	 */
	private function call( $call ) {
		++$this->redis_calls;
		try {
			return $call( $this->redis );
		} catch ( RedisException $e ) {
			$this->unavailable( $e->getMessage() );
		}
	}

	private function write( $full, $value, $expire, array $options = array() ) {
		$ttl = self::ttl( $expire );
		if ( $ttl ) {
			$options['ex'] = $ttl;
		}
		$encoded = self::encode( $value );
		$result  = $this->call(
			static function ( $redis ) use ( $full, $encoded, $options ) {
				return $options ? $redis->set( $full, $encoded, $options ) : $redis->set( $full, $encoded );
			}
		);
		return true === $result;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ! self::valid_key( $key ) || ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) ) {
			return false;
		}
		$group = $this->group( $group );
		$full  = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$this->local[ $full ] = self::copy( $data );
			return true;
		}
		if ( ! $this->write( $full, $data, $expire, array( 'nx' ) ) ) {
			return false;
		}
		$this->local[ $full ] = self::copy( $data );
		return true;
	}

	public function add_multiple( array $data, $group = '', $expire = 0 ) {
		$results = array();
		foreach ( $data as $key => $value ) {
			$results[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $results;
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group = $this->group( $group );
		$full  = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$this->local[ $full ] = self::copy( $data );
			return true;
		}
		if ( ! $this->write( $full, $data, $expire, array( 'xx' ) ) ) {
			unset( $this->local[ $full ] );
			return false;
		}
		$this->local[ $full ] = self::copy( $data );
		return true;
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group = $this->group( $group );
		$full  = $this->key( $key, $group );
		if ( $this->persistent( $group ) && ! $this->write( $full, $data, $expire ) ) {
			return false;
		}
		$this->local[ $full ] = self::copy( $data );
		return true;
	}

	public function set_multiple( array $data, $group = '', $expire = 0 ) {
		$results = array();
		foreach ( $data as $key => $value ) {
			$results[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $results;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		if ( ! self::valid_key( $key ) ) {
			$found = false;
			return false;
		}
		$group = $this->group( $group );
		$full  = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $full ] );
		}
		if ( ! $this->persistent( $group ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$this->redis_reads[] = array( $full );
		$raw                 = $this->call(
			static function ( $redis ) use ( $full ) {
				return $redis->get( $full );
			}
		);
		$value = self::decode( $raw, $found );
		if ( ! $found ) {
			++$this->cache_misses;
			unset( $this->local[ $full ] );
			return false;
		}
		++$this->cache_hits;
		$this->local[ $full ] = $value;
		return self::copy( $value );
	}

	public function get_multiple( $keys, $group = 'default', $force = false ) {
		$group   = $this->group( $group );
		$results = array();
		$ask     = array();
		foreach ( $keys as $key ) {
			if ( ! self::valid_key( $key ) ) {
				$results[ $key ] = false;
				continue;
			}
			$full = $this->key( $key, $group );
			if ( array_key_exists( $full, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
				$results[ $key ] = self::copy( $this->local[ $full ] );
				++$this->cache_hits;
			} elseif ( $this->persistent( $group ) ) {
				$ask[ $full ]    = $key;
				$results[ $key ] = false;
			} else {
				$results[ $key ] = false;
				++$this->cache_misses;
			}
		}
		if ( $ask ) {
			$fulls               = array_keys( $ask );
			$this->redis_reads[] = $fulls;
			$raws                = $this->call(
				static function ( $redis ) use ( $fulls ) {
					return $redis->mGet( $fulls );
				}
			);
			foreach ( $fulls as $i => $full ) {
				$value = self::decode( is_array( $raws ) ? ( $raws[ $i ] ?? false ) : false, $found );
				if ( $found ) {
					$this->local[ $full ]           = $value;
					$results[ $ask[ $full ] ] = self::copy( $value );
					++$this->cache_hits;
				} else {
					++$this->cache_misses;
				}
			}
		}
		return $results;
	}

	public function delete( $key, $group = 'default' ) {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group = $this->group( $group );
		$full  = $this->key( $key, $group );
		$had   = array_key_exists( $full, $this->local );
		unset( $this->local[ $full ] );
		if ( ! $this->persistent( $group ) ) {
			return $had;
		}
		$deleted = $this->call(
			static function ( $redis ) use ( $full ) {
				return $redis->del( $full );
			}
		);
		return $deleted > 0;
	}

	public function delete_multiple( array $keys, $group = '' ) {
		$results = array();
		foreach ( $keys as $key ) {
			$results[ $key ] = $this->delete( $key, $group );
		}
		return $results;
	}

	public function incr( $key, $offset = 1, $group = 'default' ) {
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		$group  = $this->group( $group );
		$full   = $this->key( $key, $group );
		$offset = (int) $offset;
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$value                = is_numeric( $this->local[ $full ] ) ? $this->local[ $full ] : 0;
			$this->local[ $full ] = max( 0, $value + $offset );
			return $this->local[ $full ];
		}
		$result = $this->call(
			static function ( $redis ) use ( $full, $offset ) {
				return $redis->eval( self::INCR_SCRIPT, array( $full, (string) $offset ), 1 );
			}
		);
		if ( false === $result || null === $result ) {
			unset( $this->local[ $full ] );
			return false;
		}
		$this->local[ $full ] = (int) $result;
		return (int) $result;
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -(int) $offset, $group );
	}

	/** Removes every key of keys matching `$pattern` (a SCAN pattern), a batch at a time. */
	private function delete_matching( $pattern ) {
		$this->call(
			static function ( $redis ) use ( $pattern ) {
				$iterator = null;
				do {
					$keys = $redis->scan( $iterator, $pattern, 500 );
					if ( $keys ) {
						$redis->unlink( $keys );
					}
				} while ( $iterator > 0 );
				return true;
			}
		);
	}

	private static function glob_escape( $text ) {
		return addcslashes( (string) $text, '\\*?[]^' );
	}

	/** Empties this site's cache (all of its keys, every group), leaving other sites' keys alone. */
	public function flush() {
		$this->local = array();
		$this->delete_matching( self::glob_escape( $this->prefix ) . '*' );
		return true;
	}

	public function flush_runtime() {
		$this->local = array();
		return true;
	}

	public function flush_group( $group ) {
		$group = $this->group( $group );
		$site  = ( $this->multisite && ! isset( $this->global_groups[ $group ] ) ) ? $this->blog_id : 'g';
		$start = $this->prefix . $site . ':' . $group . ':';
		foreach ( array_keys( $this->local ) as $full ) {
			if ( str_starts_with( $full, $start ) ) {
				unset( $this->local[ $full ] );
			}
		}
		if ( $this->persistent( $group ) ) {
			$this->delete_matching( self::glob_escape( $start ) . '*' );
		}
		return true;
	}

	public function add_global_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	public function add_non_persistent_groups( $groups ) {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ) {
		$this->blog_id = (int) $blog_id;
	}

	public function close() {
		if ( $this->redis ) {
			try {
				$this->redis->close();
			} catch ( RedisException $e ) {
				// Closing a broken connection: nothing left to do.
				unset( $e );
			}
			$this->redis = null;
		}
		return true;
	}

	public function stats() {
		printf(
			'<p><strong>Cache hits:</strong> %d<br /><strong>Cache misses:</strong> %d<br /><strong>Redis calls:</strong> %d</p>',
			(int) $this->cache_hits,
			(int) $this->cache_misses,
			(int) $this->redis_calls
		);
	}
}

function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, (int) $expire );
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, (int) $expire );
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

function wp_cache_supports( $feature ) {
	return in_array(
		$feature,
		array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ),
		true
	);
}

function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}

function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}

/**
 * Deprecated in core since 3.5; kept because core still declares it for drop-ins.
 */
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	return false;
}
