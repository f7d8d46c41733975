import type { CalendlyStyle } from './embed';

export type CalendlyAttributes = {
	backgroundColor: string;
	hideEventTypeDetails: boolean;
	primaryColor: string;
	textColor: string;
	style: CalendlyStyle;
	url?: string;
	align?: string;
};
