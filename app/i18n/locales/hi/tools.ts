import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/tools.ts";

export default {
  index: {
    title: "मुफ़्त टैक्स टूल",
    lead: "रोज़मर्रा के टैक्स सवालों के झटपट जवाब, ठीक वैसे निकाले जैसे कानून कहता है, आपके फ़ोन पर। कोई साइन-अप नहीं।",
    inEnglish: "अभी केवल अंग्रेज़ी में",
    metaTitle: "मुफ़्त टैक्स टूल: GST कैलकुलेटर, आयकर व्यवस्था कैलकुलेटर, अंतिम तिथियाँ",
    metaDescription:
      "भारतीय करदाताओं के लिए मुफ़्त टूल: आयकर की पुरानी और नई व्यवस्था की तुलना करें, GST जोड़ें या घटाएँ उसके बँटवारे के साथ, और GST, आयकर, TDS और ROC की हर अंतिम तिथि देखें।",
  },
  gst: {
    amount: "रकम (₹)",
    amountExample: "जैसे 10,000",
    amountIs: "यह रकम है",
    exclusive: "GST से पहले की (GST जुड़ेगा)",
    inclusive: "GST सहित",
    rate: "GST की दर",
    chooseRate: "दर चुनें",
    rates: {
      "12": "12% (22 सितंबर 2025 से पहले)",
      "28": "28% (22 सितंबर 2025 से पहले; तंबाकू और पान मसाला 31 जनवरी 2026 तक)",
    },
    supplyIs: "यह सप्लाई है",
    intra: "एक ही राज्य के भीतर (CGST + SGST)",
    inter: "दूसरे राज्य में (IGST)",
    calculate: "GST निकालें",
    breakup: "बँटवारा",
    breakupCaption: "GST का बँटवारा",
    correctChoice: "GST देखने के लिए फ़ॉर्म में चिह्नित विकल्प ठीक करें।",
    enterAmount: "GST देखने के लिए रकम भरें।",
    taxableValue: "कर-योग्य मूल्य",
    total: "कुल",
    sum: "{{taxable}} और {{rate}}% की दर से {{tax}} GST मिलाकर {{total}} होता है।",
    rounding: " इनवॉइस की तरह हर टैक्स पैसे तक राउंड होता है, इसलिए कुल रकम आपकी भरी रकम से {{difference}} अलग है।",
  },
  services: {
    gstMonthly: {
      label: "मेरे GST रिटर्न भरें",
      pitch: "हम हर महीने आपका GSTR-1 और GSTR-3B तैयार करके भरते हैं, भरने से पहले इनपुट टैक्स क्रेडिट को GSTR-2B से मिलाकर।",
    },
    itrBusiness: {
      label: "मेरा ITR भरें",
      pitch: "हम आपके खातों से ITR-3 या ITR-4 तैयार करते हैं, वह व्यवस्था चुनते हैं जिसमें आपका टैक्स कम बने, और उसे ई-फ़ाइल करते हैं।",
    },
    itrIndividual: {
      label: "मेरा ITR भरें",
      pitch: "हम सस्ती व्यवस्था में आपका ITR-1 या ITR-2 तैयार करके ई-फ़ाइल करते हैं, आपके AIS और Form 26AS से जाँचकर।",
    },
    dueAll: { label: "मेरे GST रिटर्न भरें", pitch: "हम हर अंतिम तिथि से पहले आपके GST रिटर्न भरते हैं।" },
    dueSalaried: {
      label: "मेरा ITR भरें",
      pitch: "हम दोनों व्यवस्थाओं की तुलना करके 31 जुलाई से पहले आपका आयकर रिटर्न तैयार करके ई-फ़ाइल करते हैं।",
    },
    dueGstMonthly: {
      label: "मेरे GST रिटर्न भरें",
      pitch: "हम हर महीने 11 और 20 तारीख़ से पहले आपका GSTR-1 और GSTR-3B तैयार करके भरते हैं।",
    },
    dueGstQrmp: {
      label: "मेरे तिमाही GST रिटर्न भरें",
      pitch: "हम हर तिमाही आपके QRMP रिटर्न भरते हैं और बीच में आपके PMT-06 चालान।",
    },
    dueCompany: { label: "मेरी सालाना फ़ाइलिंग संभालें", pitch: "हम AOC-4, MGT-7 और निदेशकों का KYC समय पर तैयार करके भरते हैं।" },
    dueLlp: { label: "मेरी LLP फ़ाइलिंग संभालें", pitch: "हम LLP Form 8 और Form 11 समय पर तैयार करके भरते हैं।" },
  },
  frame: {
    breadcrumb: "आप यहाँ हैं",
    questions: "लोग जो पूछते हैं",
    nextStep: "हम आपके लिए भर दें",
    noUpfrontPayment: "पहले कोई भुगतान नहीं करना है।",
  },
} satisfies Messages<typeof en>;
