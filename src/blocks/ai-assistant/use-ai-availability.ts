/**
 * Whether the AI is offered to this user here, and the banner to show when it is not.
 *
 * The single place where the block meets the connection gate (spec 000 §6: the Reconnect banner
 * with the input disabled for users who are not connected; the VIP rate-limit banner; the block type
 * hidden; the usage feature's error code). The shared availability helper and its banners belong
 * to src/shared (the AI client layer); this hook is where the block is wired to them. Until then it
 * answers from what the block itself knows for sure: the AI is offered, with no banner.
 */
import type { ReactNode } from 'react';

export interface AiAvailability {
	/** False: the prompt bar and the tools are disabled. */
	available: boolean;
	/** Shown above the prompt (Reconnect, rate limit…), or null. */
	banner: ReactNode;
}

export function useAiAvailability(): AiAvailability {
	return { available: true, banner: null };
}
