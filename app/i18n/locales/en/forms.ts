// The parts every form shares (app/components/forms.tsx, the consents, the
// document upload) and every message a form can say. `errors` holds the
// specification's exact English messages: schemas and actions keep writing
// them in English, and app/form-messages.ts finds each here by its text (a
// {{name}} stands for any words) to say it in the page's language.
export default {
  processing: "Processing",
  honeypot: "Leave this field empty",
  copy: "Copy",
  copied: "Copied",
  consent: {
    agree: "I agree that {{firm}} uses these details (and, for a booking, my documents) to do this work, as the",
    privacyNotice: "privacy notice",
    explains: "explains.",
    marketing: "Email me reminders of tax due dates and news from the firm (optional).",
  },
  // The WhatsApp opt-in (issue 40.1): the booking form's box, the card's box, and what both mean
  // (`consent`: the words WHATSAPP_NOTICE_VERSION versions; <0> is the word that stops them).
  whatsapp: {
    booking: "Send my booking's notices on WhatsApp to this number, instead of by email",
    card: "Send my notices on WhatsApp to this number",
    consent:
      "Only notices about your work with us; one that cannot be delivered on WhatsApp comes by email. To stop them, reply <0>{{stop}}</0> on WhatsApp, or turn them off on your My bookings page. WhatsApp is run by Meta.",
  },
  // The proof-of-work check's words (app/challenge/challenge-widget.tsx); English is the widget's own
  challenge: {
    label: "I'm not a robot",
    verifying: "Verifying...",
    verified: "Verified",
    error: "Verification failed. Try again later.",
    expired: "Verification expired. Try again.",
    waitAlert: "Verifying... please wait.",
    verificationRequired: "Verification required!",
    loading: "Loading...",
    reload: "Reload",
    verify: "Verify",
    cancel: "Cancel",
  },
  files: {
    chosen: "Chosen files",
    photo: "Photo, will be sent as PDF",
    ready: "Ready",
    remove: "Remove",
    onePdf: "These {{n}} photos will be sent as one PDF, {{n}} pages, named {{name}}.",
    uploads: "Uploads",
    uploadOf: "Upload of {{name}}",
  },
  errors: {
    // Fields (app/validation.ts, the booking and enquiry schemas)
    enterName: "Please enter your name.",
    enterPhone: "Please enter your phone number.",
    enterEmail: "Please enter your email address.",
    validEmail: "Please enter a valid email address.",
    reminderProfile: "Please choose who the reminders are for.",
    validPhone: "Please enter a valid phone number: 7 to 15 digits, with an optional + and country code.",
    nameTooLong: "Please keep the name under 100 characters.",
    instructionsTooLong: "Please keep the special instructions under {{max}} characters.",
    messageTooLong: "Please keep the message under {{max}} characters.",
    yourMessageTooLong: "Please keep your message under {{max}} characters.",
    reasonTooLong: "Please keep the reason under {{max}} characters.",
    fieldTooLong: "Please keep this under {{max}} characters.",
    writeMessage: "Please write a message.",
    reloadPage: "Please reload the page.",
    selectService: "Kindly select any service(s) to proceed.",
    mandatory: "Please fill in all mandatory fields.",
    consent: "Please agree to the privacy notice to continue.",
    enterPassword: "Please enter your password",
    passwordShort: "Password must be at least 6 characters",
    passwordLong: "Password must be at most 128 characters",
    passwordUppercase: "Your password should have at least one uppercase character.",
    // The whole form
    unreadable: "The form could not be read. Please try again.",
    offline: "Could not reach the server. Please check your connection and try again.",
    tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
    networkBusy:
      "Many requests are coming from your network. Please confirm you are not a robot and submit again. If you see no check box, please enable JavaScript or try again in a few minutes.",
    personLimit: "Too many requests for {{who}}: at most {{n}} in {{window}}. Please try again later.",
    thisEmail: "this email address",
    thisPhone: "this phone number",
    anHour: "an hour",
    hours: "{{n}} hours",
    minutes: "{{n}} minutes",
    couldNotSave: "it could not be saved. Please try again in a moment.",
    // The booking
    bookingFailed: "Failed to submit booking: {{reason}}",
    bookingNotSaved: "the booking could not be saved. Please try again in a moment.",
    formUsed: "This booking form was already used. Please reload the page and book again.",
    servicesUnreadable: "The selected services could not be read. Please select them again.",
    tooManyServices: "Too many services in one booking.",
    enquiryFailed: "Failed to submit enquiry: {{reason}}",
    partnerFailed: "Failed to submit partner enquiry: {{reason}}",
    // Documents
    fileError: "Error - {{reason}}",
    fixFiles: "Please remove the files marked Error, or choose others, before sending.",
    selectFiles: "Please select one or more files.",
    bookingIdMissing: "Booking Id is missing.",
    fileEmpty: "{{name}} is empty.",
    fileType: "{{name}}: only {{types}} files are accepted.",
    pdfAndZip: "PDF and ZIP",
    fileTooLarge: "{{name}} is larger than {{max}} MB, the limit for one file.",
    tooManyFiles: "{{name}}: no more than {{max}} files can be sent at once.",
    connectionLost: "the connection was lost. Please try again.",
    serverRefused: "the server refused it",
    interrupted: "The upload was interrupted. Please try again.",
    filesNotSaved: "The files could not be saved. Please try again in a moment.",
    // Past bookings
    enterBookingId: "Please enter a Booking Id.",
    noRequest: "No request found with that Booking Id.",
    searchFailed: "Error searching for request.",
    // Regular work (app/engagements/engagement-schema.ts)
    choosePauseOrStop: "Please choose whether to pause or stop.",
    tickToKeep: "Please tick the box to say yes: nothing is set up without it.",
    unknownBooking: "That booking is not known.",
    // The WhatsApp opt-in (app/whatsapp/whatsapp-number.ts, app/privacy/whatsapp-consent.ts)
    whatsappNumber: "Please enter an Indian mobile number for WhatsApp: 10 digits starting with 6, 7, 8 or 9.",
    whatsappTick: "Please tick the box to get notices on WhatsApp.",
    // The free tools (app/tools)
    enterAmount: "Please enter an amount.",
    gstAmount: "Please enter the amount in rupees, e.g. 2,500 or 2500.50.",
    incomeAmount: "Please enter the amount in rupees, e.g. 12,00,000 or 1200000.",
    amountMax: "Please enter at most ₹1,000 crore.",
    gstRate:
      "That is not a GST rate this calculator knows. Choose one of 0%, 0.25%, 3%, 5%, 18%, 40%, or 12% or 28% for supplies at the older rates.",
    gstMode: "Please choose whether the amount is before GST or includes GST.",
    gstSupply: "Please choose whether the supply is within one state or to another state.",
  },
  // Said when a form succeeds, and how its documents went
  done: {
    uploaded: "Uploaded",
    booked: "Booking submitted successfully!",
    uploadsFailed: "An error occurred during the uploads.",
    filesUploaded: "Files uploaded successfully!",
    fileUploadsFailed: "An error occurred during file uploads.",
    requestFound: "Request found!",
    enquirySent: "Enquiry submitted successfully!",
    partnerSent: "Partner enquiry request submitted successfully!",
    // The due dates' reminders (app/routes/tools.due-dates.tsx)
    remindersSent:
      "Check your inbox: we have sent you a link to confirm. The reminders start once you confirm, and each one has a link to stop them.",
  },
} as const;
