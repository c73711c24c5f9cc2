import type { ErrorStrings } from "./en.ts";

export const fr: ErrorStrings = {
  backToShop: "Retour à la boutique",
  badRequest: {
    title: "Nous n'avons pas pu lire cette demande",
    text: "Quelque chose n'allait pas dans l'adresse ou le formulaire. Revenez en arrière et réessayez.",
  },
  forbidden: {
    title: "Cette demande a été refusée",
    text: "Pour votre sécurité, nous n'acceptons que les formulaires envoyés depuis les pages de la boutique. Rechargez la page et réessayez.",
  },
  methodNotAllowed: {
    title: "Cela ne fonctionne pas ici",
    text: "Cette page ne peut pas être utilisée de cette façon. Rendez-vous sur la page d'accueil et poursuivez à partir de là.",
  },
  payloadTooLarge: {
    title: "C'était trop d'un coup",
    text: "Le formulaire envoyé dépasse la taille que nous acceptons. Vérifiez vos informations et réessayez.",
  },
  serverError: {
    title: "Un problème est survenu de notre côté",
    text: "Nous sommes désolés. Réessayez dans un instant : votre panier est conservé.",
  },
  unavailable: {
    title: "Nous revenons tout de suite",
    text: "La boutique est très sollicitée ou en cours de mise à jour. Réessayez dans une minute : votre panier est conservé.",
  },
};
