import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/catalog.ts";

export default {
  breadcrumb: { label: "ଆପଣ ଏଠାରେ ଅଛନ୍ତି", home: "ମୁଖ୍ୟ ପୃଷ୍ଠା", services: "ସେବା" },
  options: {
    heading: "ଆପଣଙ୍କ ସେବା ବାଛନ୍ତୁ",
    lead: "ଗୋଟିଏ ବା ଅଧିକ ବିକଳ୍ପ ବାଛନ୍ତୁ; ବଛା ବିକଳ୍ପ ଆପଣଙ୍କ କାର୍ଟକୁ ଯାଏ। ଆଗରୁ କିଛି ଦେୟ ଦେବାକୁ ପଡ଼ିବ ନାହିଁ।",
  },
  card: { select: "ବାଛନ୍ତୁ", selected: "ବଛାଗଲା" },
  proceed: {
    selected_one: "{{count}}ଟି ସେବା ବଛାଗଲା",
    selected_other: "{{count}}ଟି ସେବା ବଛାଗଲା",
    total: "ମୋଟ:",
    pickFirst: "ଆଗକୁ ବଢ଼ିବା ପାଇଁ ଦୟାକରି ଅତି କମରେ ଗୋଟିଏ ସେବା ବାଛନ୍ତୁ।",
    nothingYet: "ଏପର୍ଯ୍ୟନ୍ତ କିଛି ବଛାଯାଇନାହିଁ।",
  },
  documents: {
    heading: "ଏହି କାଗଜପତ୍ର ପ୍ରସ୍ତୁତ ରଖନ୍ତୁ",
    lead: "ପ୍ରତି ବିକଳ୍ପ ପାଇଁ ଆମେ ଆପଣଙ୍କଠାରୁ କ'ଣ ମାଗିବୁ। ଆପଣ ଏଗୁଡ଼ିକ ବୁକିଂ ସହ ପଠାଇପାରିବେ କିମ୍ବା ପରେ ନିଜ ବୁକିଂ ପୃଷ୍ଠାରୁ।",
  },
  about: { heading: "ଏହି ସେବା ବିଷୟରେ" },
  faq: { heading: "ସାଧାରଣତଃ ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ" },
  checklist: {
    required: "ଜରୁରୀ",
    ifApplies: "ଆପଣଙ୍କ ପାଇଁ ଲାଗୁ ହେଲେ",
    received: ", ମିଳିଲା",
    notReceived: ", ଏପର୍ଯ୍ୟନ୍ତ ମିଳିନାହିଁ",
    note: "ଫାର୍ମର ଟିପ୍ପଣୀ: {{note}}",
    file: "{{fileName}} ({{size}}), ମିଳିଲା {{receivedAt}}",
  },
} satisfies Messages<typeof en>;
