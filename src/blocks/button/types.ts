export type ButtonElement = 'a' | 'button' | 'input';

export type ButtonAttributes = {
	element?: ButtonElement;
	saveInPostContent: boolean;
	uniqueId?: string;
	/** Parent attribute name → this block's attribute name, copied from the parent while editing. */
	passthroughAttributes?: Record< string, string >;
	text?: string;
	placeholder?: string;
	url?: string;
	textColor?: string;
	customTextColor?: string;
	backgroundColor?: string;
	customBackgroundColor?: string;
	gradient?: string;
	customGradient?: string;
	borderRadius: number;
	/** A CSS length: "50%", "150px" or "10em" (see shared/width-control). */
	width?: string;
	align?: 'left' | 'center' | 'right';
};
