import { payPart } from '../src/providers/llm/offline/pay.js';
console.log(JSON.stringify(payPart('那成都呢？', '在杭州做运营月薪8000算高吗'), null, 1));
