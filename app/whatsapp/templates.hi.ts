// The WhatsApp templates' words in Hindi (issue 40.2): the English in templates.ts, said again.
// The glossary's terms (app/i18n/glossary.ts) and the emails' way of saying
// the same things (app/i18n/locales/hi/mail.ts). Two variables always have a
// word between them, and a body neither starts nor ends with one (Meta
// refuses both). The webhook takes "STOP" and "रोकें" as a withdrawal.
import type { TemplateWords } from "./templates.ts";

export const TEMPLATE_WORDS_HI: TemplateWords = {
  footer: "ये WhatsApp संदेश रोकने के लिए STOP या रोकें लिखकर भेजें।",
  templates: {
    booking_received: {
      body: "नमस्ते {{name}} जी, {{services}} के लिए आपकी बुकिंग {{reference}} हमें मिल गई है। जब भी हमें आपसे कुछ चाहिए होगा, हम आपको यहीं लिखेंगे।",
      button: "अपनी बुकिंग खोलें",
    },
    documents_needed: {
      body: "नमस्ते {{name}} जी, {{work}} के लिए हमें आपसे ये दस्तावेज़ चाहिए: {{documents}}। कृपया इन्हें अपने बुकिंग पेज पर अपलोड करें, या हर दस्तावेज़ की फ़ोटो या PDF इस संदेश के जवाब में भेजें।",
      button: "दस्तावेज़ अपलोड करें",
    },
    documents_reminder: {
      body: "नमस्ते {{name}} जी, रिमाइंडर: {{work}} के लिए हमें अभी भी इन दस्तावेज़ों का इंतज़ार है: {{documents}}। कृपया इन्हें अपने बुकिंग पेज पर अपलोड करें, या हर दस्तावेज़ की फ़ोटो या PDF इस संदेश के जवाब में भेजें।",
      button: "दस्तावेज़ अपलोड करें",
    },
    draft_for_approval: {
      body: "नमस्ते {{name}} जी, {{work}} का ड्राफ़्ट तैयार है। कृपया इसे अपने बुकिंग पेज पर पढ़ें और मंज़ूर करें, या वहीं हमें बताएँ कि क्या बदलना है। आपकी मंज़ूरी के बाद ही हम फ़ाइल करते हैं।",
      button: "ड्राफ़्ट पढ़ें",
    },
    approval_reminder: {
      body: "नमस्ते {{name}} जी, {{work}} का ड्राफ़्ट अभी भी आपकी मंज़ूरी का इंतज़ार कर रहा है। आप इसे अपने बुकिंग पेज पर मंज़ूर करेंगे, उसके बाद ही हम फ़ाइल करेंगे।",
      button: "ड्राफ़्ट पढ़ें",
    },
    tax_to_pay: {
      body: "नमस्ते {{name}} जी, {{period}} के {{tax}} की रकम {{amount}} सरकार को {{pay_by}} तक जमा करनी है। चालान और उसे जमा करने का तरीका आपके बुकिंग पेज पर है।",
      button: "चालान देखें",
    },
    invoice_issued: {
      body: "नमस्ते {{name}} जी, {{amount}} का हमारा इनवॉइस {{invoice}} तैयार है। आप किसी भी UPI ऐप से {{upi_id}} पर भुगतान कर सकते हैं, या इनवॉइस खोलकर वहीं भुगतान कर सकते हैं और उसे डाउनलोड कर सकते हैं।",
      button: "इनवॉइस खोलें",
    },
    invoice_reminder: {
      body: "नमस्ते {{name}} जी, रिमाइंडर: {{issued_on}} के हमारे इनवॉइस {{invoice}} के {{amount}} का भुगतान अभी बाकी है। आप किसी भी UPI ऐप से {{upi_id}} पर भुगतान कर सकते हैं, या इनवॉइस खोल सकते हैं। अगर आप भुगतान कर चुके हैं, तो कृपया इस संदेश को अनदेखा कर दें।",
      button: "इनवॉइस खोलें",
    },
    payment_received: {
      body: "नमस्ते {{name}} जी, इनवॉइस {{invoice}} के लिए आपका {{amount}} का भुगतान हमें मिल गया है। धन्यवाद। रसीद आपके बुकिंग पेज पर है।",
      button: "अपनी बुकिंग खोलें",
    },
    work_filed: {
      body: "नमस्ते {{name}} जी, आपका {{work}} हमने {{filed_on}} को फ़ाइल कर दिया है। पावती नंबर: {{acknowledgement}}। पावती आपके बुकिंग पेज पर है।",
      button: "अपनी बुकिंग खोलें",
    },
    new_message: {
      body: "नमस्ते {{name}} जी, {{work}} के बारे में हमने आपको लिखा है। कृपया हमारा संदेश अपने बुकिंग पेज पर पढ़ें, या यहीं जवाब दें।",
      button: "संदेश पढ़ें",
    },
  },
};
