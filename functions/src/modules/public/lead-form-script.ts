import { leadingZeroBits, proofInput } from '../../contract/proof-of-work';

/**
 * The server lead form's only JavaScript: the proof of work (contract/challenge.ts). The page's
 * inline script starts a Worker once the page has loaded (after first paint); the worker asks
 * for the profile's ticket, solves it with the browser's own SHA-256 (WebCrypto, a batch of
 * hashes in flight at a time) and hands back what the form's hidden fields carry. A visitor who
 * sends before it is done waits for it; a worker that fails leaves the fields empty, and the
 * server answers with the form and the reason.
 */

export const LEAD_WORKER_PATH = '/card/-/lead-form-worker.js';

// The contract's own hashcash rule, written into the worker as it is, so there is no second copy.
export const LEAD_WORKER_SCRIPT =
  `"use strict";const leadingZeroBits=${leadingZeroBits.toString()};const proofInput=${proofInput.toString()};` +
  'const enc=new TextEncoder(),BATCH=256;' +
  "onmessage=async(event)=>{try{const res=await fetch('/v1/public/lead-challenge?profileId='+encodeURIComponent(event.data));if(!res.ok)throw new Error(String(res.status));" +
  'const ticket=(await res.json()).data;for(let from=0;;from+=BATCH){' +
  "const hashes=await Promise.all(Array.from({length:BATCH},(_,i)=>crypto.subtle.digest('SHA-256',enc.encode(proofInput(ticket.challenge,from+i)))));" +
  'const found=hashes.findIndex((hash)=>leadingZeroBits(new Uint8Array(hash))>=ticket.difficulty);' +
  'if(found>=0){postMessage({challenge:ticket.challenge,solution:String(from+found)});return}}}catch{postMessage(null)}};';

/** The page's inline script: `#lead` is the form, `data-p` its profile, `data-sending` the button's busy label. */
export const LEAD_PAGE_SCRIPT =
  "(()=>{const f=document.getElementById('lead');if(!f)return;const c=f.elements.challenge,s=f.elements.solution;let ready;" +
  `const solve=()=>ready||(ready=new Promise((done)=>{const w=new Worker('${LEAD_WORKER_PATH}');` +
  'w.onmessage=(e)=>{if(e.data){c.value=e.data.challenge;s.value=e.data.solution}w.terminate();done()};w.onerror=()=>{w.terminate();done()};w.postMessage(f.dataset.p)}));' +
  "const later=()=>setTimeout(solve,0);if(document.readyState==='complete')later();else addEventListener('load',later);" +
  "f.addEventListener('submit',(e)=>{if(s.value||f.dataset.w)return;e.preventDefault();f.dataset.w='1';const b=f.querySelector('button');b.textContent=b.dataset.sending;b.setAttribute('aria-busy','true');solve().then(()=>f.submit())})})()";
