import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/catalog.ts";

export default {
  breadcrumb: { label: "आप यहाँ हैं", home: "मुख्य पेज", services: "सेवाएँ" },
  options: {
    heading: "अपनी सेवा चुनें",
    lead: "एक या ज़्यादा विकल्प चुनें; चुने हुए विकल्प आपके कार्ट में जाते हैं। पहले कोई भुगतान नहीं करना है।",
  },
  card: { select: "चुनें", selected: "चुना गया" },
  proceed: {
    selected_one: "{{count}} सेवा चुनी गई",
    selected_other: "{{count}} सेवाएँ चुनी गईं",
    total: "कुल:",
    pickFirst: "आगे बढ़ने के लिए कृपया कम से कम एक सेवा चुनें।",
    nothingYet: "अभी कुछ नहीं चुना गया।",
  },
  documents: {
    heading: "ये दस्तावेज़ तैयार रखें",
    lead: "हर विकल्प के लिए हम आपसे क्या माँगेंगे। आप इन्हें बुकिंग के साथ भेज सकते हैं या बाद में अपने बुकिंग पेज से।",
  },
  about: { heading: "इस सेवा के बारे में" },
  faq: { heading: "अक्सर पूछे जाने वाले सवाल" },
  checklist: {
    required: "ज़रूरी",
    ifApplies: "अगर आप पर लागू हो",
    received: ", मिल गया",
    notReceived: ", अभी नहीं मिला",
    note: "फ़र्म की टिप्पणी: {{note}}",
    file: "{{fileName}} ({{size}}), मिला {{receivedAt}}",
  },
} satisfies Messages<typeof en>;
