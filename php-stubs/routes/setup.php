<?php
/**
 * Dashboard routes of the setup questionnaire, the recommendations, the marketing survey and notice
 * dismissal (spec 000 §7 "Setup and recommendations"), namespace jetpack/v4. Answers and progress are
 * stored on this site (options, user meta: see dashboard-data.php); product suggestions and upsells
 * come from the hosting provider, so they are empty here. All need manage_options (401 logged out,
 * 403 otherwise). Bad input: 400 with a code and a message, e.g. rest_missing_callback_param,
 * rest_invalid_param, unknown_question, invalid_answer.
 *
 * GET  setup/questionnaire
 *   → { "questions": [ { "key", "type": "boolean"|"string", "label", "options"?: [ { "value", "label" } ],
 *                        "maxLength"?: int } ],
 *       "answers": { "<key>": bool|string, … }, "updated_at": int|null (unix seconds) }
 * POST setup/questionnaire  JSON { answers: { "<known key>": bool (boolean questions) | string (one of
 *                                  the options, or free text up to maxLength; "" clears) } }
 *   merged into the stored answers → { "code": "success", "message", "answers": {…}, "updated_at" }
 *
 * GET  recommendations/data → the stored object, `{}` when nothing was stored.
 * POST recommendations/data JSON { data: object } — keys start with a letter or "_"; values are
 *   strings (≤ 2000 characters, sanitized), numbers, booleans, null, or lists/objects of those, 4 levels
 *   and 500 entries at most. Replaces the stored object → { "code": "success", "message", "data": {…} }
 * GET  recommendations/product-suggestions → []                         (offered by the provider)
 * GET  recommendations/upsell → { "hide_upsell": true, "source": "local" }   (no upsell offered)
 * GET  recommendations/conditional → string[]: recommendation steps that apply to this site, from its
 *   real state: "anti-spam" when comments are open by default and Akismet is not active.
 * POST recommendations/step JSON { step: string (letters, digits, "-", "_"; ≤ 64) }
 *   → { "code": "success", "message", "step" }
 * POST marketing/survey JSON { survey_id: string (≤ 64), survey_responses: object (as recommendations
 *   data), site_id?: int (ignored) } — stored on this site (newest 20 surveys)
 *   → { "code": "success", "message", "survey_id" }
 * POST notice/{name} JSON { dismissed: bool (required) } — {name}: letters, digits, "-", "_" (any name;
 *   sanitize_key). Per user. → { "code": "success", "message", "name", "dismissed", "dismissed_notices": string[] }
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Setup_Routes;

use Jetpack_Blocks\Rest;
use Jetpack_Blocks\Dashboard_Data as Data;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/dashboard-data.php';

/** How many marketing surveys are kept. */
const MAX_SURVEYS = 20;

/** Pattern of a recommendation step, a survey id and a notice name (before sanitize_key). */
const NAME_PATTERN = '^[A-Za-z0-9_-]+$';

/**
 * Registers the routes.
 */
function register_routes(): void {
	$permission = 'Jetpack_Blocks\Rest\can_manage_options';

	register_rest_route(
		'jetpack/v4',
		'/setup/questionnaire',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_questionnaire',
				'permission_callback' => $permission,
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\save_questionnaire',
				'permission_callback' => $permission,
				'args'                => array(
					'answers' => array(
						'description'       => __( 'Answers by question key: booleans for yes/no questions, strings for the others.', 'jetpack-blocks' ),
						'type'              => 'object',
						'required'          => true,
						'validate_callback' => __NAMESPACE__ . '\validate_answers',
						'sanitize_callback' => __NAMESPACE__ . '\sanitize_answers',
					),
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/recommendations/data',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_recommendations_data',
				'permission_callback' => $permission,
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\save_recommendations_data',
				'permission_callback' => $permission,
				'args'                => array(
					'data' => json_object_arg( __( 'The recommendations\' progress and answers, as an object.', 'jetpack-blocks' ) ),
				),
			),
		)
	);

	\Jetpack_Blocks\Rest\register_read_routes(
		array(
			'/recommendations/product-suggestions' => __NAMESPACE__ . '\\get_product_suggestions',
			'/recommendations/upsell' => __NAMESPACE__ . '\\get_upsell',
			'/recommendations/conditional' => __NAMESPACE__ . '\\get_conditional',
		),
		$permission
	);

	register_rest_route(
		'jetpack/v4',
		'/recommendations/step',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\save_step',
			'permission_callback' => $permission,
			'args'                => array(
				'step' => array(
					'description' => __( 'The recommendation step the user reached.', 'jetpack-blocks' ),
					'type'        => 'string',
					'required'    => true,
					'minLength'   => 1,
					'maxLength'   => 64,
					'pattern'     => NAME_PATTERN,
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/marketing/survey',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\save_survey',
			'permission_callback' => $permission,
			'args'                => array(
				'survey_id'        => array(
					'description' => __( 'Which survey was answered.', 'jetpack-blocks' ),
					'type'        => 'string',
					'required'    => true,
					'minLength'   => 1,
					'maxLength'   => 64,
					'pattern'     => NAME_PATTERN,
				),
				'survey_responses' => json_object_arg( __( 'The answers, as an object.', 'jetpack-blocks' ) ),
				'site_id'          => array(
					'description' => __( 'The site id the client knows; accepted for compatibility and ignored.', 'jetpack-blocks' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/notice/(?P<name>[A-Za-z0-9_-]{1,100})',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\dismiss_notice',
			'permission_callback' => $permission,
			'args'                => array(
				'name'      => array(
					'description' => __( 'The notice\'s name.', 'jetpack-blocks' ),
					'type'        => 'string',
					'pattern'     => NAME_PATTERN,
				),
				'dismissed' => array(
					'description' => __( 'Whether the notice is dismissed.', 'jetpack-blocks' ),
					'type'        => 'boolean',
					'required'    => true,
				),
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * A required free-form object arg (validated and sanitized by dashboard-data.php).
 *
 * @param string $description What it holds.
 */
function json_object_arg( string $description ): array {
	return array(
		'description'       => $description,
		'type'              => 'object',
		'required'          => true,
		'validate_callback' => static fn ( $value, $request, $param ) => Data\validate_json_object( $value, (string) $param ),
		'sanitize_callback' => static fn ( $value ) => Data\sanitize_json_value( $value ),
	);
}

/* ------------------------------------------------------------------------------------------------
 * Questionnaire
 */

/**
 * The questions: key => [ type, label, options (string questions with a fixed choice), maxLength
 * (free-text questions) ].
 *
 * @return array<string, array{type: string, label: string, options?: array<string, string>, maxLength?: int}>
 */
function questions(): array {
	return array(
		'site_purpose'        => array(
			'type'    => 'string',
			'label'   => __( 'What is this site mainly for?', 'jetpack-blocks' ),
			'options' => array(
				'personal' => __( 'Personal', 'jetpack-blocks' ),
				'business' => __( 'A business', 'jetpack-blocks' ),
				'store'    => __( 'An online store', 'jetpack-blocks' ),
				'agency'   => __( 'A client\'s site', 'jetpack-blocks' ),
				'other'    => __( 'Something else', 'jetpack-blocks' ),
			),
		),
		'sells_online'        => array(
			'type'  => 'boolean',
			'label' => __( 'Do you sell products or services on this site?', 'jetpack-blocks' ),
		),
		'publishes_regularly' => array(
			'type'  => 'boolean',
			'label' => __( 'Do you publish posts regularly?', 'jetpack-blocks' ),
		),
		'has_team'            => array(
			'type'  => 'boolean',
			'label' => __( 'Do several people work on this site?', 'jetpack-blocks' ),
		),
		'wants_newsletter'    => array(
			'type'  => 'boolean',
			'label' => __( 'Would you like to send your posts to subscribers by email?', 'jetpack-blocks' ),
		),
		'notes'               => array(
			'type'      => 'string',
			'label'     => __( 'Anything else we should know?', 'jetpack-blocks' ),
			'maxLength' => 500,
		),
	);
}

/**
 * Validates the answers: an object of known keys, each with a value of its question's type.
 *
 * @param mixed $value Sent value.
 * @return true|\WP_Error
 */
function validate_answers( $value ) {
	if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
		return Rest\bad_request( 'rest_invalid_param', __( 'answers must be an object of answers by question key.', 'jetpack-blocks' ) );
	}
	$questions = questions();
	foreach ( $value as $key => $answer ) {
		$key = (string) $key;
		if ( ! isset( $questions[ $key ] ) ) {
			return Rest\bad_request(
				'unknown_question',
				/* translators: 1: the rejected key, 2: the known keys. */
				sprintf( __( 'There is no question "%1$s". Known questions: %2$s.', 'jetpack-blocks' ), mb_substr( $key, 0, 100 ), implode( ', ', array_keys( $questions ) ) )
			);
		}
		$question = $questions[ $key ];
		if ( 'boolean' === $question['type'] ) {
			if ( ! is_bool( $answer ) ) {
				return Rest\bad_request(
					'invalid_answer',
					/* translators: %s: question key. */
					sprintf( __( 'The answer to "%s" must be true or false.', 'jetpack-blocks' ), $key )
				);
			}
			continue;
		}
		if ( ! is_string( $answer ) ) {
			return Rest\bad_request(
				'invalid_answer',
				/* translators: %s: question key. */
				sprintf( __( 'The answer to "%s" must be a string.', 'jetpack-blocks' ), $key )
			);
		}
		if ( isset( $question['options'] ) && '' !== $answer && ! isset( $question['options'][ $answer ] ) ) {
			return Rest\bad_request(
				'invalid_answer',
				/* translators: 1: question key, 2: the accepted answers. */
				sprintf( __( 'The answer to "%1$s" must be one of: %2$s (or "" to clear it).', 'jetpack-blocks' ), $key, implode( ', ', array_keys( $question['options'] ) ) )
			);
		}
		if ( isset( $question['maxLength'] ) && mb_strlen( $answer ) > $question['maxLength'] ) {
			return Rest\bad_request(
				'invalid_answer',
				/* translators: 1: question key, 2: number of characters. */
				sprintf( __( 'The answer to "%1$s" is too long (at most %2$d characters).', 'jetpack-blocks' ), $key, $question['maxLength'] )
			);
		}
	}
	return true;
}

/**
 * Sanitizes validated answers.
 *
 * @param array $value Validated answers.
 * @return array<string, bool|string>
 */
function sanitize_answers( $value ): array {
	$clean = array();
	foreach ( (array) $value as $key => $answer ) {
		$clean[ (string) $key ] = is_bool( $answer ) ? $answer : sanitize_text_field( (string) $answer );
	}
	return $clean;
}

/**
 * The stored answers, only known keys with values of the right type.
 *
 * @return array<string, bool|string>
 */
function stored_answers(): array {
	$stored  = Data\option_array( Data\QUESTIONNAIRE_OPTION );
	$answers = isset( $stored['answers'] ) && is_array( $stored['answers'] ) ? $stored['answers'] : array();
	$clean   = array();
	foreach ( questions() as $key => $question ) {
		if ( ! array_key_exists( $key, $answers ) ) {
			continue;
		}
		$answer = $answers[ $key ];
		if ( 'boolean' === $question['type'] ? is_bool( $answer ) : ( is_string( $answer ) && '' !== $answer ) ) {
			$clean[ $key ] = $answer;
		}
	}
	return $clean;
}

/** When the answers were last saved, or null. */
function answers_updated_at(): ?int {
	$stored = Data\option_array( Data\QUESTIONNAIRE_OPTION );
	return isset( $stored['updated_at'] ) && is_int( $stored['updated_at'] ) ? $stored['updated_at'] : null;
}

/**
 * GET setup/questionnaire.
 */
function get_questionnaire(): \WP_REST_Response {
	$list = array();
	foreach ( questions() as $key => $question ) {
		$item = array(
			'key'   => $key,
			'type'  => $question['type'],
			'label' => $question['label'],
		);
		if ( isset( $question['options'] ) ) {
			$item['options'] = array();
			foreach ( $question['options'] as $value => $label ) {
				$item['options'][] = array(
					'value' => (string) $value,
					'label' => $label,
				);
			}
		}
		if ( isset( $question['maxLength'] ) ) {
			$item['maxLength'] = $question['maxLength'];
		}
		$list[] = $item;
	}
	return new \WP_REST_Response(
		array(
			'questions'  => $list,
			'answers'    => Data\as_object( stored_answers() ),
			'updated_at' => answers_updated_at(),
		),
		200
	);
}

/**
 * POST setup/questionnaire: merges the answers ("" clears a string answer).
 *
 * @param \WP_REST_Request $request Request.
 */
function save_questionnaire( \WP_REST_Request $request ): \WP_REST_Response {
	$answers = stored_answers();
	foreach ( (array) $request->get_param( 'answers' ) as $key => $answer ) {
		if ( '' === $answer ) {
			unset( $answers[ $key ] );
		} else {
			$answers[ $key ] = $answer;
		}
	}
	$updated_at = time();
	Data\save_option(
		Data\QUESTIONNAIRE_OPTION,
		array(
			'answers'    => $answers,
			'updated_at' => $updated_at,
		)
	);
	return Rest\success(
		__( 'Your answers were saved.', 'jetpack-blocks' ),
		array(
			'answers'    => Data\as_object( $answers ),
			'updated_at' => $updated_at,
		)
	);
}

/* ------------------------------------------------------------------------------------------------
 * Recommendations
 */

/**
 * GET recommendations/data.
 */
function get_recommendations_data(): \WP_REST_Response {
	return new \WP_REST_Response( Data\as_object( Data\option_array( Data\RECOMMENDATIONS_DATA_OPTION ) ), 200 );
}

/**
 * POST recommendations/data: replaces the stored object.
 *
 * @param \WP_REST_Request $request Request.
 */
function save_recommendations_data( \WP_REST_Request $request ): \WP_REST_Response {
	$data = (array) $request->get_param( 'data' );
	Data\save_option( Data\RECOMMENDATIONS_DATA_OPTION, $data );
	return Rest\success( __( 'The recommendations data was saved.', 'jetpack-blocks' ), array( 'data' => Data\as_object( $data ) ) );
}

/** GET recommendations/product-suggestions: products are suggested by the hosting provider. */
function get_product_suggestions(): \WP_REST_Response {
	return new \WP_REST_Response( array(), 200 );
}

/** GET recommendations/upsell: no upsell is offered without the hosting provider. */
function get_upsell(): \WP_REST_Response {
	return new \WP_REST_Response(
		array(
			'hide_upsell' => true,
			'source'      => Data\SOURCE_LOCAL,
		),
		200
	);
}

/** GET recommendations/conditional: the steps that apply to this site, from its state. */
function get_conditional(): \WP_REST_Response {
	if ( ! function_exists( 'is_plugin_active' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$steps = array();
	if ( 'open' === get_option( 'default_comment_status' ) && ! is_plugin_active( 'akismet/akismet.php' ) ) {
		$steps[] = 'anti-spam';
	}
	return new \WP_REST_Response( $steps, 200 );
}

/**
 * POST recommendations/step.
 *
 * @param \WP_REST_Request $request Request.
 */
function save_step( \WP_REST_Request $request ): \WP_REST_Response {
	$step = sanitize_key( (string) $request->get_param( 'step' ) );
	Data\save_option( Data\RECOMMENDATIONS_STEP_OPTION, $step );
	return Rest\success( __( 'The recommendations step was saved.', 'jetpack-blocks' ), array( 'step' => $step ) );
}

/* ------------------------------------------------------------------------------------------------
 * Marketing survey and notices
 */

/**
 * POST marketing/survey: keeps the answers on this site.
 *
 * @param \WP_REST_Request $request Request.
 */
function save_survey( \WP_REST_Request $request ): \WP_REST_Response {
	$survey_id = sanitize_key( (string) $request->get_param( 'survey_id' ) );
	$surveys   = Data\option_array( Data\MARKETING_SURVEYS_OPTION );
	unset( $surveys[ $survey_id ] );
	$surveys[ $survey_id ] = array(
		'responses'    => (array) $request->get_param( 'survey_responses' ),
		'submitted_at' => time(),
		'user_id'      => get_current_user_id(),
	);
	if ( count( $surveys ) > MAX_SURVEYS ) {
		$surveys = array_slice( $surveys, -MAX_SURVEYS, null, true );
	}
	Data\save_option( Data\MARKETING_SURVEYS_OPTION, $surveys );
	return Rest\success( __( 'Thank you. Your answers were saved on this site.', 'jetpack-blocks' ), array( 'survey_id' => $survey_id ) );
}

/**
 * POST notice/{name}: the current user's dismissal of a notice.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function dismiss_notice( \WP_REST_Request $request ) {
	$name = sanitize_key( (string) $request->get_param( 'name' ) );
	if ( '' === $name ) {
		return Rest\bad_request( 'invalid_notice', __( 'The notice name must contain letters, digits, "-" or "_".', 'jetpack-blocks' ) );
	}
	$dismissed = (bool) $request->get_param( 'dismissed' );
	$user_id   = get_current_user_id();
	$stored    = get_user_meta( $user_id, Data\DISMISSED_NOTICES_META, true );
	$notices   = array();
	foreach ( is_array( $stored ) ? $stored : array() as $key => $value ) {
		if ( is_string( $key ) && true === $value ) {
			$notices[ $key ] = true;
		}
	}
	if ( $dismissed ) {
		$notices[ $name ] = true;
	} else {
		unset( $notices[ $name ] );
	}
	update_user_meta( $user_id, Data\DISMISSED_NOTICES_META, $notices );

	return Rest\success(
		$dismissed ? __( 'The notice was dismissed.', 'jetpack-blocks' ) : __( 'The notice will show again.', 'jetpack-blocks' ),
		array(
			'name'              => $name,
			'dismissed'         => $dismissed,
			'dismissed_notices' => array_keys( $notices ),
		)
	);
}
