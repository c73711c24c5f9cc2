#!/usr/bin/env node
// The limit of this stack for an add to cart (issue 19, target 4): a bare `node:http` server
// that runs the shop's own add (the one statement of `addToCart`, site/lib/commerce/cart/
// cart.server.ts) on the same database through the same driver and pool, with none of the
// shop's server, middleware, Astro, validation or cookies. bench/cart.mjs starts it beside
// the shop and prints the shop's figures as a ratio of these. Two routes:
//   POST /add           the shop's add, which answers the cart in the same statement (ADR 43),
//                       the cart sent back as the shop sends it: the same database work as the shop;
//   POST /add-and-read  the add, then the cart read again (getCart): two round trips, the
//                       shape of the add before ADR 43.
// Body: {"variantId": n, "market": "se"}; the cart token comes in the x-cart-token header.
//
//   DATABASE_URL=postgres://… PORT=4519 node bench/cart-bare.mjs
import http from "node:http";
import { addToCart, getCart } from "#lib/commerce/cart/cart.server.ts";
import { openDatabase } from "#lib/db/client.server.ts";

const { db } = openDatabase({ url: process.env.DATABASE_URL });
const port = Number(process.env.PORT) || 4519;

http
  .createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    try {
      const { variantId, market } = JSON.parse(Buffer.concat(chunks).toString());
      const ctx = { db, token: String(req.headers["x-cart-token"]), market, language: "sv" };
      const cart = await addToCart(ctx, { variantId }, { quantity: 1 });
      const body = JSON.stringify(req.url === "/add-and-read" ? await getCart(ctx) : cart);
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  })
  .listen(port, "127.0.0.1");
