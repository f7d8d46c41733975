export type MailchimpAttributes = {
	emailPlaceholder: string;
	consentText: string;
	interests: string[];
	processingLabel: string;
	successLabel: string;
	errorLabel: string;
	signupFieldTag?: string;
	signupFieldValue?: string;
	preview: boolean;
};
