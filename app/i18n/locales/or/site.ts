import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/site.ts";

export default {
  footer: {
    tagline: "1991ରୁ ବ୍ୟକ୍ତି ଓ ବ୍ୟବସାୟଙ୍କୁ ସେବା ଦେଇ ଆସୁଥିବା ଚାର୍ଟାର୍ଡ ଆକାଉଣ୍ଟାଣ୍ଟ ଓ କମ୍ପାନୀ ସେକ୍ରେଟାରୀ।",
    viewOnMap: "ମାନଚିତ୍ରରେ ଦେଖନ୍ତୁ",
    officeHours: "ଅଫିସ ସମୟ: {{hours}}",
    linkedIn: "ଲିଙ୍କଡଇନ",
    groups: { usefulLinks: "ଦରକାରୀ ଲିଙ୍କ", community: "ଅଧିକ ତଥ୍ୟ", partner: "ଅଂଶୀଦାରୀ" },
    links: {
      allServices: "ସମସ୍ତ ସେବା",
      aboutUs: "ଆମ ବିଷୟରେ",
      helpCenter: "ସହାୟତା କେନ୍ଦ୍ର",
      terms: "ନିୟମ ଓ ସର୍ତ୍ତାବଳୀ",
      refundPolicy: "ରିଫଣ୍ଡ ଓ ବାତିଲ ନୀତି",
      privacy: "ଗୋପନୀୟତା ସୂଚନା",
      blogs: "ଲେଖା",
      newsletters: "ନ୍ୟୁଜଲେଟର",
      searchPastBookings: "ପୁରୁଣା ବୁକିଂ ଖୋଜନ୍ତୁ",
      becomePartner: "ଆମର ଅଂଶୀଦାର ହୁଅନ୍ତୁ",
      createEnquiry: "ଜିଜ୍ଞାସା ପଠାନ୍ତୁ",
    },
    registration:
      "ଇନଷ୍ଟିଚ୍ୟୁଟ ଅଫ ଚାର୍ଟାର୍ଡ ଆକାଉଣ୍ଟାଣ୍ଟସ ଅଫ ଇଣ୍ଡିଆ (ICAI)ରେ ପଞ୍ଜୀକୃତ ଚାର୍ଟାର୍ଡ ଆକାଉଣ୍ଟାଣ୍ଟ ଫାର୍ମ, ପଞ୍ଜୀକରଣ ସଂଖ୍ୟା {{frn}}। GSTIN {{gstin}}।",
    partners: "ପାର୍ଟନର: {{partners}}।",
    rights: "© {{year}} {{name}}। ସମସ୍ତ ଅଧିକାର ସଂରକ୍ଷିତ।",
  },
  partner: "{{name}}, {{qualification}} (ICAI ସଦସ୍ୟତା ସଂଖ୍ୟା {{membershipNo}})",
  floating: {
    label: "ତୁରନ୍ତ ଯୋଗାଯୋଗ",
    whatsApp: "WhatsAppରେ ଆମ ସହ କଥା ହୁଅନ୍ତୁ",
    scrollToTop: "ଉପରକୁ ଯାଆନ୍ତୁ",
  },
  home: {
    getStarted: "ଆରମ୍ଭ କରନ୍ତୁ",
    createEnquiry: "ଜିଜ୍ଞାସା ପଠାନ୍ତୁ",
    circleLabel: "ଆରମ୍ଭ କରନ୍ତୁ: ଆମ ସେବାଗୁଡ଼ିକ ଦେଖନ୍ତୁ",
    circle: "ଆରମ୍ଭ କରନ୍ତୁ",
    popularServices: "ଅଧିକ ଲୋକପ୍ରିୟ ସେବା",
    services: "ଆମ ସେବା",
    features: "ଲୋକେ ଆମକୁ କାହିଁକି ବାଛନ୍ତି",
    startTaxFiling: "ଆପଣଙ୍କ ଟିକସ ରିଟର୍ଣ୍ଣ ଦାଖଲ କରାନ୍ତୁ",
    testimonials: "ଆମ ଗ୍ରାହକମାନେ କଣ କହନ୍ତି",
    appStore: "ଆପ ଷ୍ଟୋରରୁ ଡାଉନଲୋଡ କରନ୍ତୁ",
    googlePlay: "ଗୁଗଲ ପ୍ଲେରୁ ପାଆନ୍ତୁ",
  },
  about: {
    values: "ଆମର ମୂଲ୍ୟବୋଧ",
    leadership: "ଆମ ଟିମର ମୁଖ୍ୟ",
    firm: "ପଞ୍ଜୀକରଣ ଓ ଅଫିସ",
    frn: "ICAI ଫାର୍ମ ପଞ୍ଜୀକରଣ ସଂଖ୍ୟା",
    partners: "ପାର୍ଟନର (ICAI ସଦସ୍ୟ)",
    gstin: "GSTIN",
    officeHours: "ଅଫିସ ସମୟ",
    office: "ଅଫିସ",
    openInMaps: "ମାନଚିତ୍ରରେ ଖୋଲନ୍ତୁ",
    questions: "ଟିକସ କିମ୍ବା ଆଇନଗତ ନିୟମ ପାଳନ ବିଷୟରେ କିଛି ପ୍ରଶ୍ନ ଅଛି? ଆମେ ସାହାଯ୍ୟ କରିବୁ।",
    contactUs: "ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ",
  },
  help: {
    talkToUs: "ଆମ ସହ କଥା ହୁଅନ୍ତୁ",
    callUs: "ଫୋନ କରନ୍ତୁ",
    emailUs: "ଇମେଲ କରନ୍ତୁ",
    chatWithUs: "ଚାଟ କରନ୍ତୁ",
    whatsApp: "WhatsAppରେ ମେସେଜ ପଠାନ୍ତୁ",
    commonQuestions: "ସାଧାରଣତଃ ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ",
    stillNeedHelp: "ଆହୁରି ସାହାଯ୍ୟ ଦରକାର?",
    tellUs: "ଆପଣଙ୍କୁ କଣ ଦରକାର କୁହନ୍ତୁ, ଆମ ଟିମ ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବ।",
    submitRequest: "ଅନୁରୋଧ ପଠାନ୍ତୁ",
  },
  allServices: {
    heading: "ସମସ୍ତ ସେବା",
    intro:
      "ସାରା ଭାରତର ବ୍ୟକ୍ତି ଓ ବ୍ୟବସାୟଙ୍କ ପାଇଁ ଆୟକର, GST, ହିସାବ ରଖିବା, ଅଡିଟ, କମ୍ପାନୀ ସେକ୍ରେଟାରୀ, ପଞ୍ଜୀକରଣ ଓ ଟ୍ରେଡମାର୍କ ସେବା। କୌଣସି ସେବା ଖୋଲି ଦେଖନ୍ତୁ ସେଥିରେ କଣ କଣ ଅଛି, ଶୁଳ୍କ କେତେ ଓ ସାଧାରଣ ପ୍ରଶ୍ନର ଉତ୍ତର।",
    learnMore: "ଅଧିକ ଜାଣନ୍ତୁ",
    learnMoreAbout: ": {{name}}",
  },
  meta: {
    home: {
      title: "ଭାରତରେ ଆୟକର, GST ଓ ହିସାବ ରଖିବା ସେବା",
      description:
        "ଆୟକର ରିଟର୍ଣ୍ଣ, GST ରିଟର୍ଣ୍ଣ ଓ ନୋଟିସ, ହିସାବ ରଖିବା, ଅଡିଟ, କମ୍ପାନୀ ସେକ୍ରେଟାରୀ କାମ ଓ ପଞ୍ଜୀକରଣ: 1991ରୁ ଚାର୍ଟାର୍ଡ ଆକାଉଣ୍ଟାଣ୍ଟଙ୍କ ସେବା।",
    },
    about: {
      title: "ଆମ ବିଷୟରେ: 1991ରୁ ଚାର୍ଟାର୍ଡ ଆକାଉଣ୍ଟାଣ୍ଟ",
      description: "କଟକ, ଓଡ଼ିଶାର ଚାର୍ଟାର୍ଡ ଆକାଉଣ୍ଟାଣ୍ଟ ଓ କମ୍ପାନୀ ସେକ୍ରେଟାରୀ, ଯେଉଁମାନେ 1991ରୁ ସାରା ଭାରତର ବ୍ୟକ୍ତି ଓ ବ୍ୟବସାୟଙ୍କୁ ପରାମର୍ଶ ଦେଇ ଆସୁଛନ୍ତି।",
    },
    help: {
      title: "ସହାୟତା କେନ୍ଦ୍ର",
      description:
        "ସେବା ବୁକ କରିବା, କାଗଜପତ୍ର ଅପଲୋଡ କରିବା ଓ ଆପଣଙ୍କ ବୁକିଂର ସ୍ଥିତି ଜାଣିବାରେ ସାହାଯ୍ୟ। ଆମକୁ ଫୋନ କରନ୍ତୁ, WhatsAppରେ ମେସେଜ ପଠାନ୍ତୁ ବା ଅନୁରୋଧ ପଠାନ୍ତୁ।",
    },
    allServices: {
      title: "ସମସ୍ତ ସେବା: ଟିକସ, GST, ହିସାବ ରଖିବା, ଅଡିଟ ଓ ପଞ୍ଜୀକରଣ",
      description:
        "ଆମର ସମସ୍ତ ସେବା ଦେଖନ୍ତୁ: GST ଓ ଆୟକର ରିଟର୍ଣ୍ଣ, ଟିକସ ନୋଟିସ, ହିସାବ ରଖିବା, ଅଡିଟ, କମ୍ପାନୀ ସେକ୍ରେଟାରୀ କାମ, କମ୍ପାନୀ ଓ LLP ପଞ୍ଜୀକରଣ, ଏବଂ ଟ୍ରେଡମାର୍କ।",
    },
  },
} satisfies Messages<typeof en>;
