import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/tools.ts";

export default {
  index: {
    title: "मुफ़्त टैक्स टूल",
    lead: "रोज़मर्रा के टैक्स सवालों के झटपट जवाब, ठीक वैसे निकाले जैसे कानून कहता है, आपके फ़ोन पर। कोई साइन-अप नहीं।",
    metaTitle: "मुफ़्त टैक्स टूल: GST कैलकुलेटर, आयकर व्यवस्था कैलकुलेटर, अंतिम तिथियाँ",
    metaDescription:
      "भारतीय करदाताओं के लिए मुफ़्त टूल: आयकर की पुरानी और नई व्यवस्था की तुलना करें, GST जोड़ें या घटाएँ उसके बँटवारे के साथ, और GST, आयकर, TDS और ROC की हर अंतिम तिथि देखें।",
  },
  frame: {
    questions: "लोग जो पूछते हैं",
    nextStep: "हम आपके लिए भर दें",
    noUpfrontPayment: "पहले कोई भुगतान नहीं करना है।",
  },
} satisfies Messages<typeof en>;
