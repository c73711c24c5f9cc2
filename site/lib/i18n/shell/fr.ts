import type { ShellDictionary } from "./en.ts";

export const fr: ShellDictionary = {
  skipToContent: "Aller au contenu",
  homeLink: "Little North, accueil",
  preview: {
    label: "Aperçu",
    notice: "Vous voyez des brouillons qui ne sont pas encore publiés. Les clients voient la version publiée.",
    releaseNotice:
      "Vous voyez une publication groupée telle que la boutique apparaîtra une fois publiée. Les clients voient ce qui est publié aujourd’hui.",
    exit: "Quitter l’aperçu",
  },
  mainNavigation: "Menu principal",
  topBar: { label: "Service et avantages", customerService: "Service client", stores: "Nos magasins" },
  market: {
    change: "Changer de pays et de langue",
    title: "Pays et langue",
    select: "Choisissez votre pays",
    confirm: "Continuer",
    perks: "Pourquoi acheter chez nous",
    cartStays: "Votre panier reste ici, dans la boutique de ce pays : vous le retrouverez à votre retour.",
    close: "Fermer",
  },
  header: {
    account: "Se connecter",
    search: "Rechercher",
    cart: "Panier",
    cartCount: "Panier, nombre d’articles : {count}",
    allBrands: "Toutes les marques",
  },
  menu: {
    open: "Ouvrir le menu",
    close: "Fermer le menu",
    back: "Retour",
    showAll: "Tout voir",
    newArrivals: "Nouveautés",
    sale: "Promotions",
    social: "Suivez-nous",
  },
  footer: { label: "Pied de page", market: "Pays et langue" },
  banner: { label: "Annonce" },
  toast: { close: "Fermer", notifications: "Notifications de la boutique" },
  consent: {
    title: "Nous utilisons des cookies",
    description:
      "Nous utilisons des cookies nécessaires au fonctionnement de la boutique. Avec votre accord, nous utilisons aussi des cookies pour comprendre comment le site est utilisé et pour vous proposer des publicités pertinentes.",
    acceptAll: "Tout accepter",
    acceptNecessary: "Tout refuser",
    showPreferences: "Personnaliser",
    preferencesTitle: "Paramètres des cookies",
    savePreferences: "Enregistrer mes choix",
    close: "Fermer",
    intro:
      "Choisissez les cookies que vous acceptez. Vous pouvez modifier votre choix à tout moment grâce au lien en bas de page.",
    necessaryTitle: "Cookies nécessaires",
    necessaryDescription: "Indispensables au panier, à la connexion et à la sécurité. Ils ne peuvent pas être désactivés.",
    analyticsTitle: "Cookies de mesure d’audience",
    analyticsDescription: "Nous aident à comprendre comment le site est utilisé afin de l’améliorer.",
    marketingTitle: "Cookies publicitaires",
    marketingDescription: "Servent à vous montrer des publicités adaptées à vos centres d’intérêt, ici et sur d’autres sites.",
  },
};
