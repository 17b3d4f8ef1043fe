// The WhatsApp templates' words in Odia (issue 40.2): the English in templates.ts, said again.
// The glossary's terms (app/i18n/glossary.ts) and the emails' way of saying
// the same things (app/i18n/locales/or/mail.ts). Two variables always have a
// word between them, and a body neither starts nor ends with one (Meta
// refuses both). The webhook takes "STOP" and "ବନ୍ଦ" as a withdrawal.
import type { TemplateWords } from "./templates.ts";

export const TEMPLATE_WORDS_OR: TemplateWords = {
  footer: "ଏହି WhatsApp ବାର୍ତ୍ତା ବନ୍ଦ କରିବାକୁ STOP ବା ବନ୍ଦ ଲେଖନ୍ତୁ।",
  templates: {
    booking_received: {
      body: "ନମସ୍କାର {{name}}, ଆମେ {{services}} ପାଇଁ ଆପଣଙ୍କ ବୁକିଂ {{reference}} ପାଇଛୁ। ଆପଣଙ୍କଠାରୁ କିଛି ଦରକାର ହେଲେ ଆମେ ଆପଣଙ୍କୁ ଏଠାରେ ଲେଖିବୁ।",
      button: "ଆପଣଙ୍କ ବୁକିଂ ଖୋଲନ୍ତୁ",
    },
    documents_needed: {
      body: "ନମସ୍କାର {{name}}, ଆମକୁ {{work}} ପାଇଁ ଆପଣଙ୍କଠାରୁ ଏହି କାଗଜପତ୍ର ଦରକାର: {{documents}}। ଦୟାକରି ଏଗୁଡ଼ିକୁ ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ଅପଲୋଡ କରନ୍ତୁ, କିମ୍ବା ପ୍ରତ୍ୟେକଟିର ଫଟୋ ବା PDF ଏହି ବାର୍ତ୍ତାର ଉତ୍ତରରେ ପଠାନ୍ତୁ।",
      button: "କାଗଜପତ୍ର ଅପଲୋଡ କରନ୍ତୁ",
    },
    documents_reminder: {
      body: "ନମସ୍କାର {{name}}, ରିମାଇଣ୍ଡର: {{work}} ପାଇଁ ଆମେ ଏବେ ବି ଏହି କାଗଜପତ୍ର ପାଇଁ ଅପେକ୍ଷା କରିଛୁ: {{documents}}। ଦୟାକରି ଏଗୁଡ଼ିକୁ ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ଅପଲୋଡ କରନ୍ତୁ, କିମ୍ବା ପ୍ରତ୍ୟେକଟିର ଫଟୋ ବା PDF ଏହି ବାର୍ତ୍ତାର ଉତ୍ତରରେ ପଠାନ୍ତୁ।",
      button: "କାଗଜପତ୍ର ଅପଲୋଡ କରନ୍ତୁ",
    },
    draft_for_approval: {
      body: "ନମସ୍କାର {{name}}, ଆମେ {{work}} ପାଇଁ ଡ୍ରାଫ୍ଟ ପ୍ରସ୍ତୁତ କରିଛୁ। ଦୟାକରି ଏହାକୁ ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ପଢ଼ି ଅନୁମୋଦନ କରନ୍ତୁ, କିମ୍ବା କ'ଣ ବଦଳାଇବାକୁ ହେବ ସେଠାରେ ଆମକୁ ଜଣାନ୍ତୁ। ଆପଣଙ୍କ ଅନୁମୋଦନ ପରେ ହିଁ ଆମେ ଦାଖଲ କରୁ।",
      button: "ଡ୍ରାଫ୍ଟ ପଢ଼ନ୍ତୁ",
    },
    approval_reminder: {
      body: "ନମସ୍କାର {{name}}, ଆମେ {{work}} ପାଇଁ ପ୍ରସ୍ତୁତ କରିଥିବା ଡ୍ରାଫ୍ଟ ଏବେ ବି ଆପଣଙ୍କ ଅନୁମୋଦନକୁ ଅପେକ୍ଷା କରିଛି। ଆପଣ ଏହାକୁ ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ଅନୁମୋଦନ କରିବା ପରେ ହିଁ ଆମେ ଦାଖଲ କରିବୁ।",
      button: "ଡ୍ରାଫ୍ଟ ପଢ଼ନ୍ତୁ",
    },
    tax_to_pay: {
      body: "ନମସ୍କାର {{name}}, ଆପଣଙ୍କୁ {{period}} ପାଇଁ {{tax}} ବାବଦରେ {{amount}} ସରକାରଙ୍କୁ {{pay_by}} ସୁଦ୍ଧା ଜମା କରିବାକୁ ହେବ। ଚାଲାଣ ଓ ଏହାକୁ କିପରି ଜମା କରିବେ, ତାହା ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ଅଛି।",
      button: "ଚାଲାଣ ଦେଖନ୍ତୁ",
    },
    invoice_issued: {
      body: "ନମସ୍କାର {{name}}, ଆମ ଇନଭଏସ {{invoice}} ପ୍ରସ୍ତୁତ, ଏହାର ରାଶି {{amount}}। ଆପଣ ଯେକୌଣସି UPI ଆପରେ {{upi_id}} କୁ ପଇଠ କରିପାରିବେ, କିମ୍ବା ଇନଭଏସ ଖୋଲି ସେଠାରେ ପଇଠ କରିପାରିବେ ଓ ଏହାକୁ ଡାଉନଲୋଡ କରିପାରିବେ।",
      button: "ଇନଭଏସ ଖୋଲନ୍ତୁ",
    },
    invoice_reminder: {
      body: "ନମସ୍କାର {{name}}, ରିମାଇଣ୍ଡର: {{issued_on}}ର ଆମ ଇନଭଏସ {{invoice}} ପାଇଁ {{amount}} ଏବେ ବି ପଇଠ ହୋଇନାହିଁ। ଆପଣ ଯେକୌଣସି UPI ଆପରେ {{upi_id}} କୁ ପଇଠ କରିପାରିବେ, କିମ୍ବା ଇନଭଏସ ଖୋଲିପାରିବେ। ଆପଣ ପଇଠ କରିସାରିଥିଲେ, ଦୟାକରି ଏହି ବାର୍ତ୍ତାକୁ ଅଣଦେଖା କରନ୍ତୁ।",
      button: "ଇନଭଏସ ଖୋଲନ୍ତୁ",
    },
    payment_received: {
      body: "ନମସ୍କାର {{name}}, ଇନଭଏସ {{invoice}} ପାଇଁ ଆପଣଙ୍କ {{amount}} ଦେୟ ଆମେ ପାଇଛୁ। ଧନ୍ୟବାଦ। ରସିଦ ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ଅଛି।",
      button: "ଆପଣଙ୍କ ବୁକିଂ ଖୋଲନ୍ତୁ",
    },
    work_filed: {
      body: "ନମସ୍କାର {{name}}, ଆପଣଙ୍କ {{work}} ଆମେ {{filed_on}}ରେ ଦାଖଲ କରିଛୁ। ସ୍ୱୀକୃତି ପତ୍ର ନମ୍ବର: {{acknowledgement}}। ସ୍ୱୀକୃତି ପତ୍ର ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ଅଛି।",
      button: "ଆପଣଙ୍କ ବୁକିଂ ଖୋଲନ୍ତୁ",
    },
    new_message: {
      body: "ନମସ୍କାର {{name}}, ଆମେ {{work}} ବିଷୟରେ ଆପଣଙ୍କୁ ଲେଖିଛୁ। ଦୟାକରି ଆମ ବାର୍ତ୍ତା ଆପଣଙ୍କ ବୁକିଂ ପୃଷ୍ଠାରେ ପଢ଼ନ୍ତୁ, କିମ୍ବା ଏଠାରେ ଉତ୍ତର ଦିଅନ୍ତୁ।",
      button: "ବାର୍ତ୍ତା ପଢ଼ନ୍ତୁ",
    },
  },
};
