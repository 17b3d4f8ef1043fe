import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/site.ts";

export default {
  footer: {
    tagline: "1991 से लोगों और कारोबारों की सेवा में चार्टर्ड अकाउंटेंट और कंपनी सेक्रेटरी।",
    viewOnMap: "नक्शे पर देखें",
    officeHours: "दफ़्तर का समय:",
    linkedIn: "लिंक्डइन",
    groups: { usefulLinks: "काम के लिंक", community: "जानकारी", partner: "पार्टनर" },
    links: {
      allServices: "सभी सेवाएँ",
      aboutUs: "हमारे बारे में",
      helpCenter: "सहायता केंद्र",
      terms: "नियम और शर्तें",
      refundPolicy: "रिफ़ंड और रद्द करने की नीति",
      privacy: "निजता सूचना",
      blogs: "लेख",
      newsletters: "न्यूज़लेटर",
      searchPastBookings: "पुरानी बुकिंग खोजें",
      becomePartner: "हमारे पार्टनर बनें",
      createEnquiry: "पूछताछ भेजें",
    },
    registration:
      "इंस्टीट्यूट ऑफ़ चार्टर्ड अकाउंटेंट्स ऑफ़ इंडिया (ICAI) में पंजीकृत चार्टर्ड अकाउंटेंट फ़र्म, पंजीकरण संख्या <0>{{frn}}</0>। GSTIN <1>{{gstin}}</1>।",
    partners: "पार्टनर: <0></0>।",
    rights: "© {{year}} {{name}}। सर्वाधिकार सुरक्षित।",
  },
  partner: "<0>{{name}}, {{qualification}}</0> (ICAI सदस्यता संख्या <1>{{membershipNo}}</1>)",
  floating: {
    label: "तुरंत संपर्क",
    whatsApp: "WhatsApp पर हमसे बात करें",
    scrollToTop: "ऊपर जाएँ",
  },
  home: {
    getStarted: "शुरू करें",
    createEnquiry: "पूछताछ भेजें",
    circleLabel: "शुरू करें: हमारी सेवाएँ देखें",
    circle: "शुरू करें",
    popularServices: "लोकप्रिय सेवाएँ",
    services: "हमारी सेवाएँ",
    features: "लोग हमें क्यों चुनते हैं",
    startTaxFiling: "अपना टैक्स रिटर्न भरवाएँ",
    testimonials: "हमारे क्लाइंट क्या कहते हैं",
    appStore: "ऐप स्टोर से डाउनलोड करें",
    googlePlay: "गूगल प्ले पर पाएँ",
  },
  about: {
    values: "हमारे उसूल",
    leadership: "हमारी टीम के प्रमुख",
    firm: "पंजीकरण और दफ़्तर",
    frn: "ICAI में फ़र्म की पंजीकरण संख्या",
    partners: "पार्टनर (ICAI के सदस्य)",
    gstin: "GSTIN",
    officeHours: "दफ़्तर का समय",
    office: "दफ़्तर",
    openInMaps: "नक्शे में खोलें",
    questions: "टैक्स या किसी अनुपालन को लेकर कोई सवाल है? हम आपकी मदद के लिए यहाँ हैं।",
    contactUs: "हमसे संपर्क करें",
  },
  help: {
    talkToUs: "हमसे बात करें",
    callUs: "फ़ोन करें",
    emailUs: "ईमेल करें",
    chatWithUs: "चैट करें",
    whatsApp: "WhatsApp पर संदेश भेजें",
    commonQuestions: "अक्सर पूछे जाने वाले सवाल",
    stillNeedHelp: "अब भी मदद चाहिए?",
    tellUs: "बताइए आपको क्या चाहिए, हमारी टीम आपसे संपर्क करेगी।",
    submitRequest: "अनुरोध भेजें",
  },
  allServices: {
    heading: "सभी सेवाएँ",
    intro:
      "पूरे भारत के लोगों और कारोबारों के लिए आयकर, GST, अकाउंटिंग, ऑडिट, कंपनी सेक्रेटरी, पंजीकरण और ट्रेडमार्क से जुड़ी सेवाएँ। किसी सेवा को खोलकर देखें कि उसमें क्या-क्या शामिल है, शुल्क कितना है और आम सवालों के जवाब।",
    learnMore: "और जानें",
    learnMoreAbout: ": {{name}}",
  },
  meta: {
    home: {
      title: "भारत में आयकर, GST और अकाउंटिंग सेवाएँ",
      description:
        "आयकर रिटर्न, GST रिटर्न और नोटिस, अकाउंटिंग, ऑडिट, कंपनी सेक्रेटरी का काम और पंजीकरण: 1991 से चार्टर्ड अकाउंटेंट की सेवाएँ।",
    },
    about: {
      title: "हमारे बारे में: 1991 से चार्टर्ड अकाउंटेंट",
      description: "कटक, ओडिशा के चार्टर्ड अकाउंटेंट और कंपनी सेक्रेटरी, जो 1991 से पूरे भारत के लोगों और कारोबारों को सलाह दे रहे हैं।",
    },
    help: {
      title: "सहायता केंद्र",
      description:
        "सेवा बुक करने, दस्तावेज़ अपलोड करने और अपनी बुकिंग की स्थिति देखने में मदद। हमें फ़ोन करें, WhatsApp पर संदेश भेजें या अनुरोध भेजें।",
    },
    allServices: {
      title: "सभी सेवाएँ: टैक्स, GST, अकाउंटिंग, ऑडिट और पंजीकरण",
      description:
        "हमारी सभी सेवाएँ देखें: GST और आयकर रिटर्न, टैक्स नोटिस, अकाउंटिंग, ऑडिट, कंपनी सेक्रेटरी का काम, कंपनी और LLP पंजीकरण, और ट्रेडमार्क।",
    },
  },
} satisfies Messages<typeof en>;
