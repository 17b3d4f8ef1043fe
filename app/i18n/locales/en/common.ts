// The frame every client page shares: header, menu, footer, the language switch.
export default {
  skipToContent: "Skip to content",
  header: {
    mainNav: "Main",
    promise: "No upfront payment. Tell us what you need and we will call you back →",
    call: "Call {{phone}}",
    homeLabel: "{{name}}, home",
    menu: "Menu",
    nav: { home: "Home", blogs: "Blogs", services: "Services", tools: "Tools", login: "Login", signUp: "Sign Up" },
    cartItems_one: "item in cart",
    cartItems_other: "items in cart",
    createEnquiry: "Create an Enquiry",
    welcome: "Welcome, {{name}}",
    changePassword: "Change password",
    logout: "Logout",
  },
  language: {
    label: "Language",
  },
} as const;
