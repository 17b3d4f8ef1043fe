import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/tools.ts";

export default {
  index: {
    title: "ମାଗଣା ଟିକସ ଟୁଲ",
    lead: "ଦୈନନ୍ଦିନ ଟିକସ ପ୍ରଶ୍ନର ଶୀଘ୍ର ଉତ୍ତର, ଆଇନ ଯେପରି କହେ ଠିକ୍ ସେହିପରି ହିସାବ କରି, ଆପଣଙ୍କ ଫୋନରେ। କୌଣସି ସାଇନ-ଅପ ନାହିଁ।",
    metaTitle: "ମାଗଣା ଟିକସ ଟୁଲ: GST କାଲକୁଲେଟର, ଆୟକର ବ୍ୟବସ୍ଥା କାଲକୁଲେଟର, ଶେଷ ତାରିଖ",
    metaDescription:
      "ଭାରତୀୟ କରଦାତାଙ୍କ ପାଇଁ ମାଗଣା ଟୁଲ: ଆୟକରର ପୁରୁଣା ଓ ନୂଆ ବ୍ୟବସ୍ଥା ତୁଳନା କରନ୍ତୁ, GST ଯୋଡ଼ନ୍ତୁ ବା ବାହାର କରନ୍ତୁ ତାହାର ଭାଗ ସହ, ଏବଂ GST, ଆୟକର, TDS ଓ ROCର ପ୍ରତିଟି ଶେଷ ତାରିଖ ଦେଖନ୍ତୁ।",
  },
  frame: {
    questions: "ଲୋକେ ଯାହା ପଚାରନ୍ତି",
    nextStep: "ଆମେ ଆପଣଙ୍କ ପାଇଁ ଭରିଦେବୁ",
    noUpfrontPayment: "ଆଗରୁ କିଛି ଦେୟ ଦେବାକୁ ପଡ଼ିବ ନାହିଁ।",
  },
} satisfies Messages<typeof en>;
