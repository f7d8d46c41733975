/**
 * The AI client's public surface: import from 'shared/ai-client', not from its files.
 */

// Groundwork: error catalogue, configuration, cached site token.
export * from './errors';
export * from './config';
export * from './token';

// Completion stream and request state.
export * from './types';
export * from './suggestions-event-source';
export { askQuestion } from './ask-question';
export * from './request-controller';
export * from './use-ai-suggestions';

// ── Audio, transcription and images (written alongside, by another engineer) ──
export * from './audio-validation'; // audio-validation
export * from './chat-completion'; // chat completion (used by transcription post-processing)
export * from './transcription'; // transcription
export * from './use-media-recording'; // use-media-recording
export * from './images'; // images
