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

// Audio, transcription and images.
export * from './audio-validation';
export * from './chat-completion'; // also used by transcription post-processing
export * from './transcription';
export * from './use-media-recording';
export * from './images';
export * from './usage-accounting';
