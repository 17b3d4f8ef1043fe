import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/common.ts";

export default {
  skipToContent: "ସିଧା ମୁଖ୍ୟ ଅଂଶକୁ ଯାଆନ୍ତୁ",
  header: {
    mainNav: "ମୁଖ୍ୟ",
    promise: "ଆଗରୁ କିଛି ଦେୟ ନାହିଁ। ଆପଣଙ୍କୁ କ'ଣ ଦରକାର କୁହନ୍ତୁ, ଆମେ ଆପଣଙ୍କୁ ଫୋନ କରିବୁ →",
    call: "ଫୋନ କରନ୍ତୁ {{phone}}",
    homeLabel: "{{name}}, ମୁଖ୍ୟ ପୃଷ୍ଠା",
    menu: "ମେନୁ",
    nav: { home: "ମୁଖ୍ୟ ପୃଷ୍ଠା", blogs: "ଲେଖା", services: "ସେବା", tools: "ଟୁଲ", login: "ଲଗ ଇନ", signUp: "ଆକାଉଣ୍ଟ ଖୋଲନ୍ତୁ" },
    cartItems_one: "ଟି ସେବା କାର୍ଟରେ",
    cartItems_other: "ଟି ସେବା କାର୍ଟରେ",
    createEnquiry: "ଜିଜ୍ଞାସା ପଠାନ୍ତୁ",
    welcome: "ନମସ୍କାର, {{name}}",
    changePassword: "ପାସୱାର୍ଡ ବଦଳାନ୍ତୁ",
    logout: "ଲଗ ଆଉଟ",
  },
  language: {
    label: "ଭାଷା",
  },
} satisfies Messages<typeof en>;
