/**
 * Jest stands in for webpack's `?inline` stylesheet imports (webpack.config.js, INLINE_STYLES):
 * a stylesheet string that adds no rules, so edit UIs render in jsdom as they do in the editor.
 */
module.exports = { __esModule: true, default: '' };
