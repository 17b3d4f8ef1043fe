import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/common.ts";

export default {
  skipToContent: "सीधे मुख्य भाग पर जाएँ",
  header: {
    mainNav: "मुख्य",
    promise: "पहले कोई भुगतान नहीं। बताइए आपको क्या चाहिए, हम आपको फ़ोन करेंगे →",
    call: "फ़ोन करें {{phone}}",
    homeLabel: "{{name}}, मुख्य पेज",
    menu: "मेनू",
    nav: { home: "मुख्य पेज", blogs: "लेख", services: "सेवाएँ", tools: "टूल", login: "लॉग इन", signUp: "अकाउंट बनाएँ" },
    cartItems_one: "सेवा कार्ट में",
    cartItems_other: "सेवाएँ कार्ट में",
    createEnquiry: "पूछताछ भेजें",
    welcome: "नमस्ते, {{name}}",
    changePassword: "पासवर्ड बदलें",
    logout: "लॉग आउट",
  },
  language: {
    label: "भाषा",
  },
} satisfies Messages<typeof en>;
