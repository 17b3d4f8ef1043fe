// What a period's work asks the client for (RecurringService.documentsFor,
// app/catalog/recurring.ts), in Hindi and Odia: the same documents, in the
// same order, for each recurring service. The period comes already said in
// the language ("अक्तूबर 2026"). recurring-documents.test.ts keeps the
// lists as long as the English.
import type { TranslatedLanguage } from "#app/i18n/languages.ts";

type Documents = Record<string, readonly ((period: string) => string)[]>;

const hiGst = [
  (p: string) => `${p} के बिक्री इनवॉइस, क्रेडिट नोट और डेबिट नोट`,
  (p: string) => `${p} के GST वाले ख़रीद इनवॉइस और ख़र्च के बिल`,
];

const orGst = [
  (p: string) => `${p}ର ବିକ୍ରି ଇନଭଏସ, କ୍ରେଡିଟ ନୋଟ ଓ ଡେବିଟ ନୋଟ`,
  (p: string) => `${p}ର GST ଥିବା କିଣା ଇନଭଏସ ଓ ଖର୍ଚ୍ଚ ବିଲ`,
];

export const RECURRING_DOCUMENTS: Record<TranslatedLanguage, Documents> = {
  hi: {
    "gst-monthly": hiGst,
    "gst-quarterly": hiGst,
    "tds-quarterly": [
      (p) => `${p} में जिन भुगतानों पर आपने TDS काटा (वेतन, किराया, ठेकेदार, पेशेवर), हर पाने वाले के PAN के साथ`,
      (p) => `${p} के लिए आपके भरे हुए TDS चालान`,
    ],
    "accounting-monthly": [(p) => `${p} के बैंक स्टेटमेंट`, (p) => `${p} के बिक्री और ख़रीद इनवॉइस तथा ख़र्च के बिल`],
    "itr-yearly": [
      (p) => `${p} का Form 16 और सैलरी स्लिप`,
      (p) => `${p} के बैंक स्टेटमेंट और ब्याज प्रमाणपत्र`,
      (p) => `${p} के कैपिटल गेन स्टेटमेंट और निवेश के प्रमाण`,
    ],
    "advance-tax-quarterly": [
      (p) => `${p} में अब तक की आपकी आय और साल के बाक़ी हिस्से में जितनी आय की उम्मीद है (वेतन, कारोबार, ब्याज, कैपिटल गेन)`,
    ],
    "roc-yearly": [
      (p) => `${p} के ऑडिट हुए वित्तीय विवरण और ऑडिटर की रिपोर्ट`,
      (p) => `बोर्ड बैठकों और AGM का कार्यवृत्त, और ${p} में डायरेक्टरों या शेयरहोल्डिंग में हुआ कोई भी बदलाव`,
    ],
  },
  or: {
    "gst-monthly": orGst,
    "gst-quarterly": orGst,
    "tds-quarterly": [
      (p) => `${p}ରେ ଯେଉଁ ପଇଠରୁ ଆପଣ TDS କାଟିଛନ୍ତି (ଦରମା, ଭଡ଼ା, ଠିକାଦାର, ବୃତ୍ତିଗତ), ପ୍ରତ୍ୟେକ ପାଉଥିବା ବ୍ୟକ୍ତିଙ୍କ PAN ସହିତ`,
      (p) => `${p} ପାଇଁ ଆପଣ ପଇଠ କରିଥିବା TDS ଚାଲାଣ`,
    ],
    "accounting-monthly": [(p) => `${p}ର ବ୍ୟାଙ୍କ ଷ୍ଟେଟମେଣ୍ଟ`, (p) => `${p}ର ବିକ୍ରି ଓ କିଣା ଇନଭଏସ ଏବଂ ଖର୍ଚ୍ଚ ବିଲ`],
    "itr-yearly": [
      (p) => `${p}ର Form 16 ଓ ଦରମା ସ୍ଲିପ`,
      (p) => `${p}ର ବ୍ୟାଙ୍କ ଷ୍ଟେଟମେଣ୍ଟ ଓ ସୁଧ ପ୍ରମାଣପତ୍ର`,
      (p) => `${p}ର କ୍ୟାପିଟାଲ ଗେନ ଷ୍ଟେଟମେଣ୍ଟ ଓ ନିବେଶର ପ୍ରମାଣ`,
    ],
    "advance-tax-quarterly": [
      (p) => `${p}ରେ ଏଯାଏଁ ଆପଣଙ୍କ ଆୟ ଓ ବର୍ଷର ବାକି ସମୟରେ ଯେତିକି ଆୟ ଆଶା କରୁଛନ୍ତି (ଦରମା, ବ୍ୟବସାୟ, ସୁଧ, କ୍ୟାପିଟାଲ ଗେନ)`,
    ],
    "roc-yearly": [
      (p) => `${p}ର ଅଡିଟ ହୋଇଥିବା ଆର୍ଥିକ ବିବରଣୀ ଓ ଅଡିଟରଙ୍କ ରିପୋର୍ଟ`,
      (p) => `ବୋର୍ଡ ବୈଠକ ଓ AGMର କାର୍ଯ୍ୟବିବରଣୀ, ଏବଂ ${p}ରେ ନିର୍ଦ୍ଦେଶକ ବା ସେୟାରହୋଲ୍ଡିଂରେ ହୋଇଥିବା ଯେକୌଣସି ପରିବର୍ତ୍ତନ`,
    ],
  },
};
